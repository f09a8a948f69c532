import { createHash, randomUUID } from 'node:crypto';
import { bookingStatuses, createAdmin, createCouple, createDinner, db } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** `Idempotency-Key` on creating POSTs: a retry answers what the first call answered, once. */
describe('Idempotency-Key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('books once when a booking POST is retried with the same key, and answers the first answer again', async () => {
    const couple = await createCouple(t);
    const dinnerId = await createDinner(t, { feeCents: 0 });
    const key = randomUUID();
    const post = () => t.http().post('/api/user/bookings').set('Cookie', couple.cookie).set('Idempotency-Key', key).send({ dinner_id: dinnerId });
    const first = await post().expect(201);
    const retried = await post().expect(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect(await bookingStatuses(t, dinnerId)).toEqual({ confirmed: 1 });
    // Without the key, the second booking is refused as it always was.
    await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(409);
  });

  it('answers 422 to the same key with another body, and 409 while the first call still runs', async () => {
    const couple = await createCouple(t);
    const first = await createDinner(t, { feeCents: 0 });
    const second = await createDinner(t, { feeCents: 0 });
    const key = randomUUID();
    await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).set('Idempotency-Key', key).send({ dinner_id: first }).expect(201);
    const other = await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).set('Idempotency-Key', key).send({ dinner_id: second }).expect(422);
    expect(other.body.message).toMatch(/another request/);
    expect(await bookingStatuses(t, second)).toEqual({});

    // A first call still running (claimed by another instance a moment ago): the retry waits its turn.
    const running = randomUUID();
    const hash = createHash('sha256')
      .update(`POST /api/user/bookings\n${JSON.stringify({ dinner_id: second })}`)
      .digest('hex');
    await db(t).query(
      `INSERT INTO idempotency_keys (caller, key, request_hash, status, created_at, expires_at) VALUES ($1, $2, $3, 'running', $4, $4::timestamptz + interval '1 day')`,
      [`user:${couple.users[0].id}`, running, hash, t.clock.now()],
    );
    const busy = await t.http().post('/api/user/bookings').set('Cookie', couple.cookie).set('Idempotency-Key', running).send({ dinner_id: second }).expect(409);
    expect(busy.body.message).toMatch(/still being handled/);
    expect(await bookingStatuses(t, second)).toEqual({});
  });

  it('keeps keys per caller: another couple may use the same key', async () => {
    const a = await createCouple(t);
    const b = await createCouple(t);
    const dinnerId = await createDinner(t, { feeCents: 0 });
    const key = 'shared-key-1';
    await t.http().post('/api/user/bookings').set('Cookie', a.cookie).set('Idempotency-Key', key).send({ dinner_id: dinnerId }).expect(201);
    await t.http().post('/api/user/bookings').set('Cookie', b.cookie).set('Idempotency-Key', key).send({ dinner_id: dinnerId }).expect(201);
    expect(await bookingStatuses(t, dinnerId)).toEqual({ confirmed: 2 });
  });

  it('keeps a key 24 hours, keeps nothing for a refused request, and refuses a malformed key', async () => {
    const admin = await createAdmin(t);
    const key = randomUUID();
    const create = (name: string) =>
      t
        .http()
        .post('/api/admin/api-keys')
        .set('Cookie', admin)
        .set('Idempotency-Key', key)
        .send({ name, scopes: ['dinners:read'] });
    // Refused (no scope): nothing kept, the key may be used again.
    await t.http().post('/api/admin/api-keys').set('Cookie', admin).set('Idempotency-Key', key).send({ name: 'Bad', scopes: [] }).expect(400);
    const first = await create('Once').expect(201);
    const again = await create('Once').expect(201);
    expect(again.body.id).toBe(first.body.id);
    t.clock.advance(24 * 3_600_000 + 1000);
    const later = await create('Once').expect(201);
    expect(later.body.id).not.toBe(first.body.id);
    await t
      .http()
      .post('/api/admin/api-keys')
      .set('Cookie', admin)
      .set('Idempotency-Key', 'with space')
      .send({ name: 'X', scopes: ['dinners:read'] })
      .expect(400);
  });
});
