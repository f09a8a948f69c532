import { WebhookDeliveries } from '../../src/modules/integrations';
import { createAdmin, createCouple, createDinner, db } from '../dinners/dinner-fixtures';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from './webhook-receiver';

interface Endpoint {
  id: string;
  secret: string;
  registered_by_key_id: string | null;
}

/** Issue 48: a key manages only the endpoints it registered, and they receive only what its cities reach. */
describe('webhook endpoints registered by API keys', () => {
  let t: TestApp;
  let admin: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const createKey = async (name: string, cities?: string[]) =>
    (
      await t
        .http()
        .post('/api/admin/api-keys')
        .set('Cookie', admin)
        .send({ name, scopes: ['webhooks:manage'], ...(cities ? { cities } : {}) })
        .expect(201)
    ).body as { id: string; secret: string };
  const asKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });
  const register = async (credentials: Record<string, string>, url: string, eventTypes: string[]) =>
    (await t.http().post('/api/integrations/webhook-endpoints').set(credentials).send({ url, event_types: eventTypes }).expect(201)).body as Endpoint;
  const settled = async () => {
    await t.app.get(WebhookDeliveries).idle();
    await until(
      async () => (await db(t).query(`SELECT 1 FROM webhook_deliveries WHERE status = 'pending' OR leased_until > $1`, [t.clock.now()])).length === 0,
    );
  };
  const book = async (dinnerId: string) => {
    const couple = await createCouple(t);
    const booked = await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(201);
    return booked.body.booking.id as string;
  };
  /** The endpoints a dinner's cancellation was queued for. */
  const endpointsReached = async (dinnerId: string) =>
    (
      await db(t).query(`SELECT endpoint_id FROM webhook_deliveries WHERE event_type = 'dinner.cancelled' AND body LIKE $1 ORDER BY endpoint_id`, [
        `%${dinnerId}%`,
      ])
    ).map((row: { endpoint_id: string }) => row.endpoint_id);

  it("lists, reads, changes, deletes, tests and resends only the key's own endpoints; an admin sees every one", async () => {
    const harbour = await createKey('Harbour');
    const crm = await createKey('CRM');
    const mine = await register(asKey(harbour.secret), `${receiver.url}?harbour`, ['booking.confirmed']);
    const theirs = await register(asKey(crm.secret), `${receiver.url}?crm`, ['booking.confirmed']);
    const consoleEndpoint = await register({ Cookie: admin }, `${receiver.url}?consoleEndpoint`, ['booking.confirmed']);
    expect(mine.registered_by_key_id).toBe(harbour.id);
    expect(consoleEndpoint.registered_by_key_id).toBeNull();

    const listed = await t.http().get('/api/integrations/webhook-endpoints').set(asKey(harbour.secret)).expect(200);
    expect(listed.body.endpoints.map((endpoint: Endpoint) => endpoint.id)).toEqual([mine.id]);
    const all = await t.http().get('/api/integrations/webhook-endpoints').set('Cookie', admin).expect(200);
    expect(all.body.endpoints.map((endpoint: Endpoint) => endpoint.id)).toEqual(expect.arrayContaining([mine.id, theirs.id, consoleEndpoint.id]));

    // Another key's endpoint, or the consoleEndpoint's, is not there for this key: 404, and nothing changes.
    for (const other of [theirs, consoleEndpoint]) {
      const path = `/api/integrations/webhook-endpoints/${other.id}`;
      expect((await t.http().patch(path).set(asKey(harbour.secret)).send({ status: 'disabled' }).expect(404)).body.code).toBe(
        'INTEGRATIONS.ENDPOINT_NOT_FOUND',
      );
      await t.http().delete(path).set(asKey(harbour.secret)).expect(404);
      await t.http().post(`${path}/test`).set(asKey(harbour.secret)).expect(404);
    }
    expect(
      (await db(t).query(`SELECT status FROM webhook_endpoints WHERE id = ANY($1)`, [[theirs.id, consoleEndpoint.id]])).map(
        (row: { status: string }) => row.status,
      ),
    ).toEqual(['enabled', 'enabled']);
    await t.http().patch(`/api/integrations/webhook-endpoints/${mine.id}`).set(asKey(harbour.secret)).send({ description: 'Ours' }).expect(200);

    // One booking: a delivery to each endpoint; each key's log shows its own, the admin's all three.
    await book(await createDinner(t, { feeCents: 0 }));
    await settled();
    const logOf = async (credentials: Record<string, string>, query = '') =>
      (await t.http().get(`/api/integrations/webhook-deliveries?limit=100${query}`).set(credentials).expect(200)).body.data as {
        id: string;
        endpoint_id: string;
      }[];
    const harbourLog = await logOf(asKey(harbour.secret));
    expect(new Set(harbourLog.map((delivery) => delivery.endpoint_id))).toEqual(new Set([mine.id]));
    expect(await logOf(asKey(harbour.secret), `&endpoint_id=${theirs.id}`)).toEqual([]);
    const adminLog = await logOf({ Cookie: admin });
    expect(new Set(adminLog.map((delivery) => delivery.endpoint_id))).toEqual(new Set([mine.id, theirs.id, consoleEndpoint.id]));

    const theirDelivery = adminLog.find((delivery) => delivery.endpoint_id === theirs.id)!;
    const refused = await t.http().post(`/api/integrations/webhook-deliveries/${theirDelivery.id}/resend`).set(asKey(harbour.secret)).expect(404);
    expect(refused.body.code).toBe('INTEGRATIONS.DELIVERY_NOT_FOUND');
    await t.http().post(`/api/integrations/webhook-deliveries/${harbourLog[0].id}/resend`).set(asKey(harbour.secret)).expect(200);
    await t.http().post(`/api/integrations/webhook-deliveries/${theirDelivery.id}/resend`).set('Cookie', admin).expect(200);
    await settled();

    await t.http().delete(`/api/integrations/webhook-endpoints/${mine.id}`).set(asKey(harbour.secret)).expect(204);
    for (const other of [theirs, consoleEndpoint]) await t.http().delete(`/api/integrations/webhook-endpoints/${other.id}`).set('Cookie', admin).expect(204);
  });

  it("sends a key's endpoints only the events of dinners in its cities; an admin's endpoint hears every city", async () => {
    receiver.received.length = 0;
    const dublinOnly = await createKey('Dublin group', ['Dublin']);
    const types = ['dinner.cancelled'];
    const keyed = await register(asKey(dublinOnly.secret), receiver.url, types);
    const consoleEndpoint = await register({ Cookie: admin }, receiver.url, types);
    const cancel = (dinnerId: string) => t.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(200);
    const dublin = await createDinner(t, { city: 'Dublin' });
    const cork = await createDinner(t, { city: 'Cork' });
    await cancel(dublin);
    await cancel(cork);
    await settled();
    expect(await endpointsReached(dublin)).toEqual([keyed.id, consoleEndpoint.id].sort());
    expect(await endpointsReached(cork)).toEqual([consoleEndpoint.id]);
    await until(async () => receiver.received.length === 3);
    expect(
      receiver
        .events()
        .map((event) => event.data.dinner_id)
        .sort(),
    ).toEqual([dublin, dublin, cork].sort());

    // A revoked key's endpoints hear nothing more, whatever the city.
    await t.http().post(`/api/admin/api-keys/${dublinOnly.id}/revoke`).set('Cookie', admin).expect(200);
    const later = await createDinner(t, { city: 'Dublin' });
    await cancel(later);
    await settled();
    expect(await endpointsReached(later)).toEqual([consoleEndpoint.id]);
  });
});
