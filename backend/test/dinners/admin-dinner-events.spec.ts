import { bookingStatuses, createAdmin, createCouple, createDinner, db } from './dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

describe('dinner events (admin)', () => {
  let t: TestApp;
  let admin: string;
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
  const event = (overrides: Record<string, unknown> = {}) => ({
    city: 'Dublin',
    country: 'Ireland',
    event_date: inHours(24 * 10),
    booking_deadline: inHours(24 * 8),
    capacity: 12,
    frequency: 'weekly',
    logistics_fee: 17.5,
    ...overrides,
  });
  const post = (body: object) => t.http().post('/api/admin/dinner-events').set('Cookie', admin).send(body);
  const put = (id: string, body: object) => t.http().put(`/api/admin/dinner-events/${id}`).set('Cookie', admin).send(body);
  const list = async (query: Record<string, string | number> = {}) =>
    (await t.http().get('/api/admin/dinner-events').query(query).set('Cookie', admin).expect(200)).body;

  async function payFor(dinnerId: string) {
    const couple = await createCouple(t);
    const intent = await t.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId }).expect(201);
    await t
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' })
      .expect(200);
    return { couple, intentId: intent.body.paymentIntentId as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and couples (403) on every admin dinner route', async () => {
    const couple = await createCouple(t);
    for (const [method, url] of [
      ['get', '/api/admin/dinner-events'],
      ['post', '/api/admin/dinner-events'],
      ['get', '/api/admin/dinners/upcoming'],
      ['get', '/api/admin/dinners/history-with-matches'],
      ['get', '/api/admin/dinners/for-management'],
    ] as const) {
      await t.http()[method](url).expect(401);
      await t.http()[method](url).set('Cookie', couple.cookie).expect(403);
    }
  });

  it('creates an event with its fee and defaults, in the city time zone', async () => {
    const created = await post(event()).expect(201);
    expect(created.body.event).toMatchObject({
      city: 'Dublin',
      time_zone: 'Europe/Dublin',
      capacity: 12,
      frequency: 'weekly',
      status: 'accepting_bookings',
      is_active: true,
      logistics_fee: 17.5,
      booked_couples: 0,
    });
    expect(created.body.event.can_edit).toEqual({ allowed: true, reason: null });
    const defaults = await post(event({ capacity: undefined, frequency: undefined, logistics_fee: undefined, city: 'Paris', country: 'France' })).expect(201);
    expect(defaults.body.event).toMatchObject({ capacity: 20, frequency: 'monthly', logistics_fee: 17.5, time_zone: 'Europe/Paris' });
    expect((await list()).default_logistics_fee).toBe(17.5);
    // Issue 46: a null fee made a free dinner instead of taking the default.
    const nullFee = await post(event({ logistics_fee: null })).expect(201);
    expect(nullFee.body.event.logistics_fee).toBe(17.5);
  });

  it('refuses missing fields, a past event, a deadline not before the event, a city of another country, a small capacity', async () => {
    expect((await post({}).expect(400)).body.message).toContain('Please fill in all required fields');
    expect((await post(event({ event_date: inHours(-1), booking_deadline: inHours(-2) })).expect(400)).body.message).toBe(
      'The event date must be in the future.',
    );
    const late = await post(event({ booking_deadline: inHours(24 * 10) })).expect(400);
    expect(late.body).toMatchObject({
      message: 'The booking deadline must be before the event date.',
      fields: { booking_deadline: ['The booking deadline must be before the event date.'] },
    });
    expect((await post(event({ city: 'Paris' })).expect(400)).body.message).toBe('Please choose a city of Ireland: Dublin.');
    expect((await post(event({ capacity: 3 })).expect(400)).body.fields).toEqual({ capacity: ['Capacity must be at least 4 couples.'] });
    await post(event({ frequency: 'daily', event_date: 'tomorrow' })).expect(400);
    // Issue 46: a dinner dated 9999-12-31 was accepted.
    const far = await post(event({ event_date: '9999-12-31T19:00:00+00:00' })).expect(400);
    expect(far.body).toMatchObject({ code: 'DINNERS.EVENT_TOO_FAR', fields: { event_date: ['The event date must be within two years from today.'] } });
  });

  it('edits an open event, but never below the couples booked, and not a past or settled one', async () => {
    const dinnerId = await createDinner(t, { eventInHours: 24 * 5, deadlineInHours: 24 * 4, capacity: 6 });
    await payFor(dinnerId);
    await payFor(dinnerId);
    const updated = await put(dinnerId, event({ capacity: 8, event_date: inHours(24 * 6), booking_deadline: inHours(24 * 5) })).expect(200);
    expect(updated.body.event).toMatchObject({ capacity: 8, booked_couples: 2, paid_bookings: 2, logistics_fee: 17.5 });
    expect((await put(dinnerId, event({ capacity: 4 })).expect(200)).body.event.capacity).toBe(4);

    const full = await createDinner(t, { eventInHours: 24 * 5, deadlineInHours: 24 * 4, capacity: 5 });
    for (let n = 0; n < 5; n += 1) await payFor(full);
    expect((await put(full, event({ capacity: 4 })).expect(409)).body.message).toBe('Capacity cannot be below the 5 couples already booked.');

    const past = await createDinner(t, { eventInHours: -2, deadlineInHours: -30 });
    expect((await put(past, event()).expect(409)).body.message).toBe('Cannot edit past dinner events');
    const matched = await createDinner(t);
    await db(t).query(`UPDATE dinner_events SET status = 'matched' WHERE id = $1`, [matched]);
    expect((await put(matched, event()).expect(409)).body.message).toBe('Cannot edit dinner with status: matched');
    const row = (await list({ when: 'past', page_size: 100 })).events.find((e: { id: string }) => e.id === past);
    expect(row).toMatchObject({
      can_edit: { allowed: false, reason: 'Cannot edit past dinner events' },
      can_delete: { allowed: false, reason: 'Cannot delete past dinner events' },
    });
    await put('00000000-0000-0000-0000-000000000000', event()).expect(404);
    await put('nope', event()).expect(400);
  });

  it('lists one page of the upcoming (soonest first) or the past (latest first) events, with both totals', async () => {
    for (const hours of [24 * 20, 24 * 21, 24 * 22, -24, -48]) await createDinner(t, { eventInHours: hours, deadlineInHours: hours - 24 });
    const now = t.clock.now().getTime();
    const [{ upcoming, past }] = await db(t).query(
      'SELECT count(*) FILTER (WHERE event_date > $1)::int AS upcoming, count(*) FILTER (WHERE event_date <= $1)::int AS past FROM dinner_events',
      [new Date(now)],
    );
    type Row = { id: string; event_date: string };
    const dates = (events: Row[]) => events.map((event) => new Date(event.event_date).getTime());

    const first = await list({ page_size: 2 });
    const second = await list({ when: 'upcoming', page: 2, page_size: 2 });
    expect(first).toMatchObject({ page: 1, page_size: 2, upcoming_total: upcoming, past_total: past });
    expect(first.events).toHaveLength(2);
    const upcomingDates = dates([...first.events, ...second.events]);
    expect(upcomingDates.every((date) => date > now)).toBe(true);
    expect(upcomingDates).toEqual([...upcomingDates].sort((a, b) => a - b));
    expect(new Set([...first.events, ...second.events].map((event: Row) => event.id)).size).toBe(first.events.length + second.events.length);

    const pastPage = await list({ when: 'past', page_size: 100 });
    expect(pastPage.events).toHaveLength(past);
    const pastDates = dates(pastPage.events);
    expect(pastDates.every((date) => date <= now)).toBe(true);
    expect(pastDates).toEqual([...pastDates].sort((a, b) => b - a));

    const refusals = [{ when: 'soon' }, { page: 0 }, { page_size: 101 }, { page: 'two' }];
    for (const query of refusals) await t.http().get('/api/admin/dinner-events').query(query).set('Cookie', admin).expect(400);
  });

  it('searches, filters and sorts the lists on the server, the totals counting what matches; 400 on a bad value', async () => {
    const galway = [
      await createDinner(t, { city: 'Galway', eventInHours: 200, deadlineInHours: 100 }),
      await createDinner(t, { city: 'Galway', eventInHours: 300, deadlineInHours: 50 }),
    ];
    await db(t).query(`UPDATE dinner_events SET status = 'booking_closed' WHERE id = $1`, [galway[1]]);
    const found = await list({ search: 'GALW' });
    expect(found.events.map((row: { id: string }) => row.id)).toEqual(galway);
    expect(found).toMatchObject({ upcoming_total: 2, past_total: 0 });
    const byDeadline = await list({ search: 'galway', sort: 'booking_deadline', order: 'asc' });
    expect(byDeadline.events.map((row: { id: string }) => row.id)).toEqual([galway[1], galway[0]]);
    expect((await list({ search: 'galway', order: 'desc' })).events.map((row: { id: string }) => row.id)).toEqual([galway[1], galway[0]]);
    const closed = await list({ search: 'galway', status: 'booking_closed' });
    expect(closed.events.map((row: { id: string }) => row.id)).toEqual([galway[1]]);
    expect(closed.upcoming_total).toBe(1);
    for (const [query, field] of [
      [{ sort: 'capacity; DROP TABLE users' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ status: 'open' }, 'status'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ] as const) {
      const { body } = await t.http().get('/api/admin/dinner-events').query(query).set('Cookie', admin).expect(400);
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });

  it('deletes an event without paid bookings; refuses one with paid bookings and says to cancel it', async () => {
    const empty = await createDinner(t);
    await t.http().delete(`/api/admin/dinner-events/${empty}`).set('Cookie', admin).expect(200);
    await t.http().delete(`/api/admin/dinner-events/${empty}`).set('Cookie', admin).expect(404);

    const paid = await createDinner(t);
    await payFor(paid);
    const refused = await t.http().delete(`/api/admin/dinner-events/${paid}`).set('Cookie', admin).expect(409);
    expect(refused.body).toMatchObject({
      code: 'DINNERS.HAS_PAID_BOOKINGS',
      message: 'This dinner has 1 paid booking and cannot be deleted. Cancel it instead: every paid couple is refunded and told by email.',
    });
    expect(await bookingStatuses(t, paid)).toEqual({ confirmed: 1 });
  });

  it('cancels a dinner: cancelled_by_system, every paid booking refunded through payments, the couples emailed', async () => {
    const dinnerId = await createDinner(t, { feeCents: 1500 });
    const first = await payFor(dinnerId);
    const second = await payFor(dinnerId);
    const result = await t.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(200);
    expect(result.body).toMatchObject({
      refunded_bookings: 2,
      notified_couples: 2,
      message: 'Dinner event cancelled: 2 paid bookings refunded, 2 couples notified.',
    });
    const [dinner] = await db(t).query('SELECT status, is_active FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(dinner).toEqual({ status: 'cancelled_by_system', is_active: false });
    expect(await bookingStatuses(t, dinnerId)).toEqual({ cancelled: 2 });
    const payments = await db(t).query('SELECT status FROM payments WHERE provider_intent_id = ANY($1)', [[first.intentId, second.intentId]]);
    expect(payments.map((p: { status: string }) => p.status)).toEqual(['refunded', 'refunded']);
    for (const user of [...first.couple.users, ...second.couple.users]) {
      const [mail] = await db(t).query(`SELECT subject FROM mail_outbox WHERE recipient = $1 AND subject = 'Your surprise dinner is cancelled'`, [user.email]);
      expect(mail).toBeDefined();
    }
    expect((await t.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(409)).body.message).toBe(
      'A dinner with status cancelled by system cannot be cancelled.',
    );
  });

  it('lists upcoming dinners, history with matches and dinners for management', async () => {
    const closed = await createDinner(t, { eventInHours: 10, deadlineInHours: -2 });
    const couple = await createCouple(t);
    await db(t).query(`INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'confirmed', now())`, [
      closed,
      couple.coupleId,
      couple.users[0].id,
    ]);
    const [group] = await db(t).query(`INSERT INTO dinner_groups (dinner_id) VALUES ($1) RETURNING id`, [closed]);
    await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id) VALUES ($1, $2, $3)`, [group.id, closed, couple.coupleId]);

    const upcoming = (await t.http().get('/api/admin/dinners/upcoming').set('Cookie', admin).expect(200)).body.dinners;
    const dates = upcoming.map((d: { event_date: string }) => d.event_date);
    expect(dates).toEqual([...dates].sort());
    expect(upcoming.find((d: { dinner_id: string }) => d.dinner_id === closed)).toMatchObject({
      city: 'Dublin',
      country: 'Ireland',
      booked_couples: 1,
      capacity: 20,
    });

    const history = (await t.http().get('/api/admin/dinners/history-with-matches').set('Cookie', admin).expect(200)).body.dinners;
    expect(history.find((d: { dinner_id: string }) => d.dinner_id === closed)).toMatchObject({
      total_couples_processed: 1,
      matched_groups: 1,
      unmatched_couples: 0,
    });
    const historyDates = history.map((d: { event_date: string }) => d.event_date);
    expect(historyDates).toEqual([...historyDates].sort().reverse());
    expect(
      history.filter((d: { dinner_id: string }) =>
        upcoming.some((u: { dinner_id: string; booking_deadline: string }) => u.dinner_id === d.dinner_id && new Date(u.booking_deadline) > t.clock.now()),
      ),
    ).toEqual([]);

    const management = (await t.http().get('/api/admin/dinners/for-management').set('Cookie', admin).expect(200)).body.dinners;
    expect(management.find((d: { id: string }) => d.id === closed)).toEqual({
      id: closed,
      event_date: expect.any(String),
      city: 'Dublin',
      country: 'Ireland',
      time_zone: 'Europe/Dublin',
      status: 'accepting_bookings',
    });
    const stillOpen = upcoming
      .filter((d: { booking_deadline: string }) => new Date(d.booking_deadline) > t.clock.now())
      .map((d: { dinner_id: string }) => d.dinner_id);
    expect(stillOpen.length).toBeGreaterThan(0);
    expect(management.filter((d: { id: string }) => stillOpen.includes(d.id))).toEqual([]);
  });

  it('lists neither a cancelled dinner as upcoming nor a settled one for management', async () => {
    const cancelled = await createDinner(t, { eventInHours: 30, deadlineInHours: 20 });
    const completed = await createDinner(t, { eventInHours: -30, deadlineInHours: -40 });
    const cancelledAfterDeadline = await createDinner(t, { eventInHours: 10, deadlineInHours: -2 });
    await db(t).query(`UPDATE dinner_events SET status = 'cancelled_by_system', is_active = false WHERE id = ANY($1)`, [[cancelled, cancelledAfterDeadline]]);
    await db(t).query(`UPDATE dinner_events SET status = 'completed' WHERE id = $1`, [completed]);
    const upcoming = (await t.http().get('/api/admin/dinners/upcoming').set('Cookie', admin).expect(200)).body.dinners.map(
      (d: { dinner_id: string }) => d.dinner_id,
    );
    expect(upcoming).not.toContain(cancelled);
    const management = (await t.http().get('/api/admin/dinners/for-management').set('Cookie', admin).expect(200)).body.dinners.map((d: { id: string }) => d.id);
    expect(management).not.toContain(completed);
    expect(management).not.toContain(cancelledAfterDeadline);
    const history = (await t.http().get('/api/admin/dinners/history-with-matches').set('Cookie', admin).expect(200)).body.dinners.map(
      (d: { dinner_id: string }) => d.dinner_id,
    );
    expect(history).toEqual(expect.arrayContaining([completed, cancelledAfterDeadline]));
  });

  it("keeps one city's dinners on every admin dinner list with ?city= (issue 49)", async () => {
    const cork = await createDinner(t, { eventInHours: 12, deadlineInHours: -1 });
    await db(t).query(`UPDATE dinner_events SET city = 'Cork' WHERE id = $1`, [cork]);
    const ids = async (path: string, city: string) =>
      (await t.http().get(`/api/admin/dinners/${path}`).query({ city }).set('Cookie', admin).expect(200)).body.dinners.map(
        (d: { dinner_id?: string; id?: string; city: string }) => [d.dinner_id ?? d.id, d.city],
      );
    for (const path of ['upcoming', 'history-with-matches', 'for-management']) {
      expect(await ids(path, 'Cork')).toEqual([[cork, 'Cork']]);
      const dublin = await ids(path, 'Dublin');
      expect(dublin.length).toBeGreaterThan(0);
      expect(dublin.every(([, city]: [string, string]) => city === 'Dublin')).toBe(true);
    }
    expect(await ids('needing-admins', 'Atlantis')).toEqual([]);
    await t
      .http()
      .get('/api/admin/dinners/upcoming')
      .query({ city: 'x'.repeat(101) })
      .set('Cookie', admin)
      .expect(400);
  });
});
