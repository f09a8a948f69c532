import { verifySignature, WebhookDeliveries } from '../../src/modules/integrations';
import { WebhookSender } from '../../src/modules/integrations/application/webhook-sender';
import { createAdmin, createCouple, createDinner, createSignedInAdmin, db } from '../dinners/dinner-fixtures';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from './webhook-receiver';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Signed webhooks: endpoints registered by an admin, each event delivered, retried, stopped on 410, disabled after 72 hours. */
describe('webhooks', () => {
  let t: TestApp;
  let admin: string;
  let frenchAdmin: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    const { id } = await createSignedInAdmin(t);
    await db(t).query(`UPDATE users SET language = 'fr' WHERE id = $1`, [id]);
    [{ email: frenchAdmin }] = await db(t).query(`SELECT email FROM users WHERE id = $1`, [id]);
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const worker = () => t.app.get(WebhookDeliveries);
  const register = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/integrations/webhook-endpoints').set('Cookie', admin).send(body).expect(201)).body as { id: string; secret: string };
  const deliveries = (endpointId: string) =>
    db(t).query('SELECT event_type, status, attempts, response_status, next_attempt_at FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY seq', [
      endpointId,
    ]);
  const settled = async () => {
    await worker().idle();
    await until(async () => (await db(t).query(`SELECT 1 FROM webhook_deliveries WHERE leased_until > $1`, [t.clock.now()])).length === 0);
  };
  const runDeliveries = async () => {
    await worker().sendDue();
    await settled();
  };

  it('delivers a booking and its cancellation, signed with the endpoint secret, with no personal data', async () => {
    const endpoint = await register({ url: receiver.url, event_types: ['booking.confirmed', 'booking.cancelled'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const couple = await createCouple(t);
    const dinnerId = await createDinner(t, { feeCents: 0 });
    const booked = await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(201);
    const bookingId = booked.body.booking.id as string;
    await t.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    await settled();
    await until(async () => receiver.received.length >= 2);
    const events = receiver.events();
    expect(events.map((event) => event.type)).toEqual(['booking.confirmed', 'booking.cancelled']);
    expect(events[0].data).toEqual({ booking_id: bookingId, dinner_id: dinnerId, couple_id: couple.coupleId });
    expect(events[1].data).toEqual({ booking_id: bookingId, dinner_id: dinnerId, couple_id: couple.coupleId, revealed: false });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const request of receiver.received) {
      const header = request.headers['tablemates-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(endpoint.secret, header, request.body, now)).toBe(true);
      // Tampered: another body, another secret, or a time outside the five minutes fails the documented check.
      expect(verifySignature(endpoint.secret, header, request.body.replace('"booking.', '"bookinq.'), now)).toBe(false);
      expect(verifySignature('whsec_other', header, request.body, now)).toBe(false);
      expect(verifySignature(endpoint.secret, header, request.body, now + 301)).toBe(false);
    }
    for (const member of couple.users) expect(receiver.received.map((request) => request.body).join()).not.toContain(member.email);
    expect(await deliveries(endpoint.id)).toMatchObject([
      { event_type: 'booking.confirmed', status: 'delivered', attempts: 1, response_status: 200 },
      { event_type: 'booking.cancelled', status: 'delivered', attempts: 1, response_status: 200 },
    ]);
    await t.http().delete(`/api/integrations/webhook-endpoints/${endpoint.id}`).set('Cookie', admin).expect(204);
  });

  it('sends a test event, logs it, and resends it with the same event id', async () => {
    receiver.received.length = 0;
    const endpoint = await register({ url: receiver.url, description: 'Test', event_types: ['dinner.cancelled'] });
    const sent = await t.http().post(`/api/integrations/webhook-endpoints/${endpoint.id}/test`).set('Cookie', admin).expect(202);
    await settled();
    await until(async () => receiver.received.length === 1);
    const log = await t.http().get(`/api/integrations/webhook-deliveries?endpoint_id=${endpoint.id}`).set('Cookie', admin).expect(200);
    expect(log.body).toMatchObject({
      has_more: false,
      data: [{ event_id: sent.body.event_id, event_type: 'webhook.test', status: 'delivered', response_status: 200, response_excerpt: 'ok' }],
    });
    await t.http().post(`/api/integrations/webhook-deliveries/${log.body.data[0].id}/resend`).set('Cookie', admin).expect(200);
    await settled();
    await until(async () => receiver.received.length === 2);
    expect(receiver.events().map((event) => event.id)).toEqual([sent.body.event_id, sent.body.event_id]);
    await t.http().delete(`/api/integrations/webhook-endpoints/${endpoint.id}`).set('Cookie', admin).expect(204);
  });

  it("retries a failing endpoint with growing gaps, each dinner's events in order, and alerts the admins once", async () => {
    receiver.received.length = 0;
    receiver.answer = { status: 503, body: 'maintenance' };
    const endpoint = await register({ url: receiver.url, event_types: ['booking.confirmed', 'booking.cancelled'] });
    const couple = await createCouple(t);
    const dinnerId = await createDinner(t, { feeCents: 0 });
    const booked = await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(201);
    await t.http().put(`/api/user/bookings/${booked.body.booking.id}/cancel`).set('Cookie', couple.cookie).expect(200);
    await settled();
    // The cancellation waits behind the booking of the same dinner: one attempt so far, at the booking.
    expect(await deliveries(endpoint.id)).toMatchObject([
      { event_type: 'booking.confirmed', status: 'pending', attempts: 1, response_status: 503 },
      { event_type: 'booking.cancelled', status: 'pending', attempts: 0 },
    ]);
    const gaps: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const [head] = await deliveries(endpoint.id);
      gaps.push(new Date(head.next_attempt_at).getTime() - t.clock.now().getTime());
      t.clock.set(new Date(head.next_attempt_at));
      await runDeliveries();
    }
    expect(gaps).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR]);
    const alerts = await db(t).query(`SELECT subject FROM mail_outbox WHERE subject LIKE 'Webhook endpoint failing%'`);
    expect(alerts).toHaveLength(1);
    receiver.answer = { status: 200, body: 'ok' };
    const [head] = await deliveries(endpoint.id);
    t.clock.set(new Date(head.next_attempt_at));
    await runDeliveries();
    expect(await deliveries(endpoint.id)).toMatchObject([
      { event_type: 'booking.confirmed', status: 'delivered', attempts: 6 },
      { event_type: 'booking.cancelled', status: 'delivered', attempts: 1 },
    ]);
    expect(receiver.events().map((event) => event.type)).toEqual([
      'booking.confirmed',
      'booking.confirmed',
      'booking.confirmed',
      'booking.confirmed',
      'booking.confirmed',
      'booking.confirmed',
      'booking.cancelled',
    ]);
    await t.http().delete(`/api/integrations/webhook-endpoints/${endpoint.id}`).set('Cookie', admin).expect(204);
  });

  it('tells an admin who reads French of a failing endpoint in French (issue 49)', async () => {
    const [mail] = await db(t).query(`SELECT subject, text FROM mail_outbox WHERE recipient = $1 AND subject LIKE 'Endpoint webhook en échec%'`, [frenchAdmin]);
    expect(mail.subject).toBe(`Endpoint webhook en échec : ${receiver.url}`);
    expect(mail.text).toContain('(sans description) a échoué');
    expect(mail.text).toContain('sa dernière réponse : HTTP 503.');
    expect(mail.text).toContain('Ouvrir Intégrations');
  });

  it('stops an endpoint for good when it answers 410', async () => {
    receiver.answer = { status: 410, body: 'gone' };
    const endpoint = await register({ url: receiver.url, event_types: ['booking.confirmed'] });
    const couple = await createCouple(t);
    await t
      .http()
      .post('/api/user/bookings')
      .set('Cookie', couple.cookie)
      .send({ dinner_id: await createDinner(t, { feeCents: 0 }) })
      .expect(201);
    await settled();
    const [stopped] = (await t.http().get('/api/integrations/webhook-endpoints').set('Cookie', admin).expect(200)).body.endpoints.filter(
      (listed: { id: string }) => listed.id === endpoint.id,
    );
    expect(stopped).toMatchObject({ status: 'gone' });
    expect(await deliveries(endpoint.id)).toMatchObject([{ status: 'cancelled', response_status: 410 }]);
    await t.http().patch(`/api/integrations/webhook-endpoints/${endpoint.id}`).set('Cookie', admin).send({ status: 'enabled' }).expect(409);
    receiver.answer = { status: 200, body: 'ok' };
    await t.http().delete(`/api/integrations/webhook-endpoints/${endpoint.id}`).set('Cookie', admin).expect(204);
  });

  it('disables an endpoint that has failed for 72 hours and tells the admins', async () => {
    receiver.answer = { status: 500, body: 'broken' };
    const endpoint = await register({ url: receiver.url, event_types: ['booking.confirmed'] });
    for (let n = 0; n < 2; n += 1) {
      const couple = await createCouple(t);
      await t
        .http()
        .post('/api/user/bookings')
        .set('Cookie', couple.cookie)
        .send({ dinner_id: await createDinner(t, { feeCents: 0 }) })
        .expect(201);
    }
    await settled();
    for (let hour = 0; hour < 80; hour += 1) {
      t.clock.advance(HOUR);
      await runDeliveries();
    }
    const [disabled] = (await t.http().get('/api/integrations/webhook-endpoints').set('Cookie', admin).expect(200)).body.endpoints.filter(
      (listed: { id: string }) => listed.id === endpoint.id,
    );
    expect(disabled).toMatchObject({ status: 'disabled', disabled_reason: 'Failed for 72 hours without a success.' });
    expect((await deliveries(endpoint.id)).map((delivery: { status: string }) => delivery.status).sort()).toEqual(['cancelled', 'failed'].sort());
    expect(await db(t).query(`SELECT 1 FROM mail_outbox WHERE subject = $1`, [`Webhook endpoint disabled: ${receiver.url}`])).toHaveLength(1);
    receiver.answer = { status: 200, body: 'ok' };
  });
});

describe('webhook URLs where private addresses are refused (production)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_PRIVATE_ADDRESSES: 'refuse', WEBHOOK_ALLOWED_HOSTS: 'localhost' } });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const register = (url: string) => t.http().post('/api/integrations/webhook-endpoints').set('Cookie', admin).send({ url });

  it('refuses loopback, private and link-local addresses, by name or as literals, with 400', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://10.1.2.3/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hooks',
      'http://192.168.1.20/',
    ]) {
      const refused = await register(url).expect(400);
      expect(refused.body.code).toBe('INTEGRATIONS.INVALID_WEBHOOK_URL');
    }
    expect((await register('ftp://example.com/hooks').expect(400)).body.code).toBe('INTEGRATIONS.INVALID_WEBHOOK_URL');
    expect((await register('https://user:secret@example.com/hooks').expect(400)).body.code).toBe('INTEGRATIONS.INVALID_WEBHOOK_URL');
  });

  it('lets an allowed host through, and refuses a private address again when sending', async () => {
    await register('http://localhost:9/hooks').expect(201);
    const sent = await t.app.get(WebhookSender).send({ url: 'http://127.0.0.1:9/hooks', headers: {}, body: '{}' });
    expect(sent).toMatchObject({ status: null, error: expect.stringMatching(/^Refused: it resolves to 127\.0\.0\.1/) });
  });
});
