import { createCouple, createAdmin, createDinner, db } from '../dinners/dinner-fixtures';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 3_600_000;

/** API keys: created by an admin with the secret shown once, used as a bearer credential on the integrator routes only. */
describe('API keys', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const createKey = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/admin/api-keys').set('Cookie', admin).send(body).expect(201)).body as { id: string; secret: string; hint: string };
  const asKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  it('shows the secret once, keeps only its hash, and lists the key without it', async () => {
    const key = await createKey({ name: 'CRM mirror', scopes: ['bookings:read'] });
    expect(key.secret).toMatch(/^tm_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.hint)).toBe(true);
    const [row] = await db(t).query('SELECT secret_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(row.secret_hash).not.toContain(key.secret.slice(3));
    const listed = await t.http().get('/api/admin/api-keys').set('Cookie', admin).expect(200);
    const entry = listed.body.keys.find((k: { id: string }) => k.id === key.id);
    expect(entry).toMatchObject({ name: 'CRM mirror', hint: key.hint, scopes: ['bookings:read'], state: 'active', cities: null });
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
  });

  it('lets a key list what its scope names, records its last use and audits the call as the key', async () => {
    const dinnerId = await createDinner(t);
    const key = await createKey({ name: 'Listing', scopes: ['dinners:read'] });
    const answer = await t.http().get('/api/integrations/dinners?limit=100').set(asKey(key.secret)).set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(answer.body.data.map((dinner: { id: string }) => dinner.id)).toContain(dinnerId);
    expect(answer.headers['ratelimit-limit']).toBe('600');
    expect(Number(answer.headers['ratelimit-remaining'])).toBe(599);
    expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const [used] = await db(t).query('SELECT last_used_at, last_used_address FROM api_keys WHERE id = $1', [key.id]);
    expect(used.last_used_at).not.toBeNull();
    expect(used.last_used_address).toBeTruthy();
    const audited = () => db(t).query(`SELECT detail FROM admin_audit_log WHERE admin_id = $1 AND actor_kind = 'api_key' AND action = 'api_call'`, [key.id]);
    await until(async () => (await audited()).length === 1);
    expect((await audited())[0].detail).toMatchObject({ key_name: 'Listing', method: 'GET', path: '/api/integrations/dinners', status: 200 });
  });

  it('refuses a revoked key and an expired key with 401', async () => {
    const revoked = await createKey({ name: 'Old', scopes: ['dinners:read'] });
    await t.http().post(`/api/admin/api-keys/${revoked.id}/revoke`).set('Cookie', admin).expect(200);
    const refused = await t.http().get('/api/integrations/dinners').set(asKey(revoked.secret)).expect(401);
    expect(refused.body.code).toBe('INTEGRATIONS.KEY_REVOKED');

    const expiring = await createKey({ name: 'Trial', scopes: ['dinners:read'], expires_at: new Date(t.clock.now().getTime() + DAY).toISOString() });
    await t.http().get('/api/integrations/dinners').set(asKey(expiring.secret)).expect(200);
    t.clock.advance(DAY + 1000);
    const expired = await t.http().get('/api/integrations/dinners').set(asKey(expiring.secret)).expect(401);
    expect(expired.body.code).toBe('INTEGRATIONS.KEY_EXPIRED');
    await t.http().get('/api/integrations/dinners').set(asKey('tm_not-a-key-at-all-xxxxxxxxxxxxxxxxxxxxxxxxxxxx')).expect(401);
  });

  it('refuses a key outside its scope or its cities with 403', async () => {
    const bookingsOnly = await createKey({ name: 'Bookings', scopes: ['bookings:read'] });
    const outOfScope = await t.http().get('/api/integrations/dinners').set(asKey(bookingsOnly.secret)).expect(403);
    expect(outOfScope.body.code).toBe('INTEGRATIONS.OUT_OF_SCOPE');

    const corkDinner = await createDinner(t, { city: 'Cork' });
    const dublinDinner = await createDinner(t, { city: 'Dublin' });
    const dublin = await createKey({ name: 'Dublin group', scopes: ['dinners:read', 'bookings:read'], cities: ['Dublin'] });
    const listed = await t.http().get('/api/integrations/dinners?limit=100').set(asKey(dublin.secret)).expect(200);
    const ids = listed.body.data.map((dinner: { id: string }) => dinner.id);
    expect(ids).toContain(dublinDinner);
    expect(ids).not.toContain(corkDinner);
    const otherCity = await t.http().get('/api/integrations/dinners?city=Cork').set(asKey(dublin.secret)).expect(403);
    expect(otherCity.body.code).toBe('INTEGRATIONS.OUT_OF_CITY');
    await t.http().get(`/api/integrations/bookings?dinner_id=${corkDinner}`).set(asKey(dublin.secret)).expect(403);
  });

  it('is refused on every session route, sign-in and the couple pages included, and never manages keys', async () => {
    const key = await createKey({
      name: 'Everything',
      scopes: ['dinners:read', 'bookings:read', 'reservations:read', 'reservations:write', 'webhooks:manage'],
    });
    const couple = await createCouple(t);
    await t.http().post('/api/auth/login').set(asKey(key.secret)).send({ email: couple.users[0].email, password: 'whatever-123' }).expect(401);
    // A couple's own page, even with the couple's session riding along.
    await t.http().get('/api/user/my-bookings').set(asKey(key.secret)).set('Cookie', couple.cookie).expect(401);
    await t.http().get('/api/admin/api-keys').set(asKey(key.secret)).expect(401);
    await t
      .http()
      .post('/api/admin/api-keys')
      .set(asKey(key.secret))
      .send({ name: 'Mine', scopes: ['dinners:read'] })
      .expect(401);
  });

  it('walks a list with a cursor: every dinner once, whatever is created meanwhile', async () => {
    const key = await createKey({ name: 'Walker', scopes: ['dinners:read'] });
    const before = new Set<string>();
    for (let n = 0; n < 5; n += 1) before.add(await createDinner(t, { city: 'Galway' }));
    const seen: string[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const query = `/api/integrations/dinners?city=Galway&limit=2${startingAfter ? `&starting_after=${startingAfter}` : ''}`;
      const page = await t.http().get(query).set(asKey(key.secret)).expect(200);
      seen.push(...page.body.data.map((dinner: { id: string }) => dinner.id));
      // A writer adds dinners between the pages.
      await createDinner(t, { city: 'Galway' });
      if (!page.body.has_more) break;
      startingAfter = page.body.data.at(-1).id;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });
});
