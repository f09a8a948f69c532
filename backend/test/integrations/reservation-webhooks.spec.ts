import { verifySignature, WebhookDeliveries } from '../../src/modules/integrations';
import { matchableCouple, seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { bookAndPay, createAdmin, createDinner, db } from '../dinners/dinner-fixtures';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from './webhook-receiver';

const HOUR = 3_600_000;

/** Issue 48: a restaurant's answer (its signed page, or its system with a key) reaches the endpoints that want it. */
describe('reservation.confirmed and reservation.declined webhooks', () => {
  let t: TestApp;
  let admin: string;
  let receiver: WebhookReceiver;
  let dinnerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedVenuesAndAdmin(t);
    admin = await createAdmin(t);
    receiver = await new WebhookReceiver().start();
    dinnerId = await createDinner(t, { eventInHours: 72, deadlineInHours: 2 });
    for (let n = 0; n < 6; n += 1) await bookAndPay(t, await matchableCouple(t, [`Al${n}`, `Bo${n}`]), dinnerId);
    t.clock.set(new Date(t.clock.now().getTime() + 3 * HOUR));
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const settled = async () => {
    await t.app.get(WebhookDeliveries).idle();
    await until(
      async () => (await db(t).query(`SELECT 1 FROM webhook_deliveries WHERE status = 'pending' OR leased_until > $1`, [t.clock.now()])).length === 0,
    );
  };

  it("delivers the restaurant's confirmation on its signed page and a decline from its system, signed, with the revision and party answered", async () => {
    const endpoint = (
      await t
        .http()
        .post('/api/integrations/webhook-endpoints')
        .set('Cookie', admin)
        .send({ url: receiver.url, event_types: ['reservation.confirmed', 'reservation.declined'] })
        .expect(201)
    ).body as { secret: string };
    await t.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true&seed=7`).set('Cookie', admin).expect(200);
    const reservations: { id: string; restaurant_id: string; table_number: number; party_size: number; revision: number }[] = await db(t).query(
      `SELECT id, restaurant_id, table_number, party_size, revision FROM restaurant_reservations WHERE dinner_id = $1 AND status <> 'cancelled' ORDER BY id`,
      [dinnerId],
    );
    expect(reservations.length).toBeGreaterThanOrEqual(2);
    const [confirmed, declined] = reservations;

    const [mail] = await db(t).query(`SELECT text FROM mail_outbox WHERE subject LIKE $1 ORDER BY created_at DESC LIMIT 1`, [
      `New reservation: table ${confirmed.table_number},%`,
    ]);
    const token = decodeURIComponent(/restaurant-reservation\?token=([^\s)"]+)/.exec(mail.text as string)![1]);
    await t.http().post('/api/restaurant-reservations/answer').send({ token, answer: 'confirm' }).expect(200);
    // The same answer again is one answer: no second event.
    await t.http().post('/api/restaurant-reservations/answer').send({ token, answer: 'confirm' }).expect(200);

    const key = (
      await t
        .http()
        .post('/api/admin/api-keys')
        .set('Cookie', admin)
        .send({ name: 'Harbour', scopes: ['reservations:write'] })
        .expect(201)
    ).body;
    await t
      .http()
      .post(`/api/integrations/reservations/${declined.id}/answer`)
      .set('Authorization', `Bearer ${key.secret}`)
      .send({ answer: 'decline', revision: declined.revision, reason: 'Closed for a private event.' })
      .expect(200);

    await settled();
    await until(async () => receiver.received.length === 2);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const request of receiver.received)
      expect(verifySignature(endpoint.secret, request.headers['tablemates-signature'] as string, request.body, now)).toBe(true);
    const fields = (reservation: (typeof reservations)[number]) => ({
      reservation_id: reservation.id,
      dinner_id: dinnerId,
      restaurant_id: reservation.restaurant_id,
      table_number: reservation.table_number,
      party_size: reservation.party_size,
      revision: reservation.revision,
    });
    expect(receiver.events().map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'reservation.confirmed', data: fields(confirmed) },
      { type: 'reservation.declined', data: { ...fields(declined), reason: 'Closed for a private event.' } },
    ]);
    const [{ actor_type }] = await db(t).query(`SELECT actor_type FROM event_log WHERE type = 'reservation.confirmed'`);
    expect(actor_type).toBe('restaurant');
  });
});
