import { ReleaseExpiredHolds } from '../../src/modules/dinners/application/bookings/release-expired-holds';
import { StandbyOffers } from '../../src/modules/dinners/application/table-social/standby-offers';
import { createTestApp, TestApp } from '../support/test-app';
import { subjectsTo, tick } from '../lifecycle/run-job';
import { bookAndPay, createAdmin, createCouple, createDinner, db, fillSpots, TestCouple } from './dinner-fixtures';

const MINUTE = 60_000;
const OFFER = 'A spot opened up for your surprise dinner';
const CLOSED = 'No spot opened up for your surprise dinner';

/** Issue 23: a full dinner's standby list; a freed spot goes to the first couple waiting, then the next. */
describe('standby', () => {
  let app: TestApp;
  let admin: string;
  let dinnerId: string;
  let booked: TestCouple;
  let first: TestCouple;
  let second: TestCouple;

  const standby = () => `/api/user/dinners/${dinnerId}/standby`;
  const join = (couple: TestCouple) => app.http().post(standby()).set('Cookie', couple.cookie);
  const place = async (couple: TestCouple) => (await app.http().get(standby()).set('Cookie', couple.cookie).expect(200)).body;
  const holdOf = async (couple: TestCouple) =>
    (
      await db(app).query(`SELECT id, status, hold_expires_at FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2 ORDER BY created_at DESC LIMIT 1`, [
        dinnerId,
        couple.coupleId,
      ])
    )[0];
  const taken = async () =>
    (
      await db(app).query(
        `SELECT count(*)::int AS n FROM dinner_bookings WHERE dinner_id = $1 AND (status IN ('confirmed', 'attended') OR (status = 'pending_payment' AND hold_expires_at > $2))`,
        [dinnerId, app.clock.now()],
      )
    )[0].n;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    dinnerId = await createDinner(app, { capacity: 4, eventInHours: 96, deadlineInHours: 48 });
    booked = await createCouple(app, { names: ['Aine', 'Brian'] });
    first = await createCouple(app, { names: ['Fiona', 'Fergal'] });
    second = await createCouple(app, { names: ['Sinead', 'Sean'] });
  });
  afterAll(() => app.close());

  it('is only for a full dinner; joining is free, twice is once, and the list keeps its order', async () => {
    expect((await join(first).expect(409)).body.code).toBe('DINNERS.NOT_FULL');
    await bookAndPay(app, booked, dinnerId);
    await fillSpots(app, dinnerId, 3);
    expect(
      await join(first)
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ status: 'waiting', position: 1 });
    expect(
      await join(second)
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ status: 'waiting', position: 2 });
    expect(
      await join(first)
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ status: 'waiting', position: 1 });
    expect((await join(booked).expect(409)).body.code).toBe('DINNERS.ALREADY_BOOKED');
    expect((await db(app).query(`SELECT count(*)::int AS n FROM payments WHERE couple_id = ANY($1::uuid[])`, [[first.coupleId, second.coupleId]]))[0].n).toBe(
      0,
    );
  });

  it('a cancellation gives the first couple waiting the usual 15-minute hold and a mail; the spot is not on sale to others', async () => {
    const [booking] = await db(app).query(`SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2`, [dinnerId, booked.coupleId]);
    await app.http().put(`/api/user/bookings/${booking.id}/cancel`).set('Cookie', booked.cookie).expect(200);
    const hold = await holdOf(first);
    expect(hold.status).toBe('pending_payment');
    expect(new Date(hold.hold_expires_at).getTime()).toBe(app.clock.now().getTime() + 15 * MINUTE);
    expect(await place(first)).toEqual({ status: 'offered', position: null });
    expect(await place(second)).toEqual({ status: 'waiting', position: 1 });
    for (const user of first.users) expect(await subjectsTo(app, user.email)).toEqual([OFFER]);
    expect(await taken()).toBe(4);
    const outsider = await createCouple(app, { names: ['Orla', 'Owen'] });
    expect((await app.http().post('/api/user/bookings').set('Cookie', outsider.cookie).send({ dinner_id: dinnerId }).expect(409)).body.code).toBe(
      'DINNERS.FULL',
    );
  });

  it('passes the spot to the next couple when the hold lapses unpaid, and never offers one spot twice', async () => {
    app.clock.set(new Date(app.clock.now().getTime() + 16 * MINUTE));
    const offers = app.app.get(StandbyOffers);
    await Promise.all([app.app.get(ReleaseExpiredHolds).execute(), offers.offer(dinnerId), offers.offer(dinnerId)]);
    expect((await holdOf(first)).status).toBe('expired');
    expect(await place(first)).toEqual({ status: null, position: null });
    expect(await place(second)).toEqual({ status: 'offered', position: null });
    for (const user of second.users) expect(await subjectsTo(app, user.email)).toEqual([OFFER]);
    expect(await taken()).toBe(4);
  });

  it('the couple pays its held spot on the booking page as usual, and is off the list', async () => {
    await bookAndPay(app, second, dinnerId);
    expect((await holdOf(second)).status).toBe('confirmed');
    // Paid: off the list at once, before the next standby pass settles the offer.
    expect(await place(second)).toEqual({ status: null, position: null });
    const { body } = await app.http().get(`/api/admin/dinners/${dinnerId}/operations`).set('Cookie', admin).expect(200);
    expect(body.standby.map((s: { couple_names: string; status: string }) => [s.couple_names, s.status])).toEqual([
      ['Fiona & Fergal', 'lapsed'],
      ['Sinead & Sean', 'booked'],
    ]);
  });

  it('a couple may leave the list (twice is once)', async () => {
    const third = await createCouple(app, { names: ['Tara', 'Tom'] });
    await join(third).expect(200);
    expect((await app.http().delete(standby()).set('Cookie', third.cookie).expect(200)).body).toEqual({ status: null, position: null });
    await app.http().delete(standby()).set('Cookie', third.cookie).expect(200);
  });

  it('more spots from the admin go to the standby list first', async () => {
    const grace = await createCouple(app, { names: ['Grace', 'Gary'] });
    await join(grace).expect(200);
    const [dinner] = await db(app).query('SELECT event_date, booking_deadline FROM dinner_events WHERE id = $1', [dinnerId]);
    await app
      .http()
      .put(`/api/admin/dinner-events/${dinnerId}`)
      .set('Cookie', admin)
      .send({
        city: 'Dublin',
        country: 'Ireland',
        event_date: dinner.event_date.toISOString(),
        booking_deadline: dinner.booking_deadline.toISOString(),
        capacity: 5,
        frequency: 'one-time',
        logistics_fee: 15,
      })
      .expect(200);
    expect(await place(grace)).toEqual({ status: 'offered', position: null });
    expect((await holdOf(grace)).status).toBe('pending_payment');
    expect(await taken()).toBe(5);
  });

  it('never outlives the deadline: couples still waiting are told at close, and nothing is charged', async () => {
    const last = await createCouple(app, { names: ['Laura', 'Liam'] });
    await join(last).expect(200);
    app.clock.set(new Date(app.clock.now().getTime() + 49 * 60 * MINUTE));
    await tick(app, 'dinners.close-bookings');
    expect(await place(last)).toEqual({ status: null, position: null });
    for (const user of last.users) expect(await subjectsTo(app, user.email)).toEqual([CLOSED]);
    expect((await join(last).expect(409)).body.code).toBe('DINNERS.NOT_ACCEPTING_BOOKINGS');
  });
});
