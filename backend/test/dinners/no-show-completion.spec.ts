import { createTestApp, TestApp } from '../support/test-app';
import { matchableCouple, seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { tick } from '../lifecycle/run-job';
import { bookAndPay, createDinner, createSignedInAdmin, db, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

/**
 * A couple marked no-show stays one through the completion job: its booking is not made
 * attended, it is not asked for a review; a mark made after completion settles the booking
 * (no-show wins over attended), and the admins' history counts only those who came.
 */
describe('no-shows and the completion of a dinner', () => {
  let app: TestApp;
  let admin: { id: string; cookie: string };
  let couples: TestCouple[];
  let dinnerId: string;
  let eventDate: Date;
  let bookings: string[];

  const at = (hoursFromStart: number) => app.clock.set(new Date(eventDate.getTime() + hoursFromStart * HOUR));
  const adminMark = (bookingId: string, attendance: string) =>
    app.http().post(`/api/admin/dinners/${dinnerId}/attendance`).set('Cookie', admin.cookie).send({ booking_id: bookingId, attendance }).expect(204);
  const booking = async (bookingId: string): Promise<{ status: string; review_requested_at: Date | null }> =>
    (await db(app).query('SELECT status, review_requested_at FROM dinner_bookings WHERE id = $1', [bookingId]))[0];
  const attendedCouples = async (): Promise<number> =>
    (await app.http().get('/api/admin/reports/history').set('Cookie', admin.cookie).expect(200)).body.dinners.find(
      (dinner: { dinner_id: string }) => dinner.dinner_id === dinnerId,
    ).attended_couples;

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    admin = await createSignedInAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 4; n += 1) couples.push(await matchableCouple(app, [`Cy${n}`, `Di${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.set(new Date(app.clock.now().getTime() + 3 * HOUR));
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true&seed=3`).set('Cookie', admin.cookie).expect(200);
    [{ event_date: eventDate }] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    bookings = [];
    for (const couple of couples)
      bookings.push((await db(app).query('SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2', [dinnerId, couple.coupleId]))[0].id);
  });
  afterAll(() => app.close());

  it('the completion leaves a no-show confirmed (paid, not attended) and asks only the couples that came for a review', async () => {
    at(1);
    await adminMark(bookings[0], 'no_show');
    await adminMark(bookings[1], 'arrived');
    at(4);
    await tick(app, 'dinners.complete');
    const [{ status }] = await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(status).toBe('completed');
    expect(await booking(bookings[0])).toEqual({ status: 'confirmed', review_requested_at: null });
    for (const other of bookings.slice(1)) expect((await booking(other)).status).toBe('attended');
    const [completed] = await db(app).query(`SELECT payload FROM event_log WHERE type = 'dinner.completed' AND payload->>'dinnerId' = $1`, [dinnerId]);
    expect([...completed.payload.reviewRequests].sort()).toEqual(
      couples
        .slice(1)
        .map((couple) => couple.coupleId)
        .sort(),
    );
    expect(await attendedCouples()).toBe(3);
  });

  it('a no-show marked after the completion wins over attended; the review request already sent stays sent', async () => {
    at(10);
    await adminMark(bookings[2], 'no_show');
    const settled = await booking(bookings[2]);
    expect(settled.status).toBe('confirmed');
    expect(settled.review_requested_at).not.toBeNull();
    expect(await attendedCouples()).toBe(2);
  });

  it('a no-show corrected to an arrival after the completion makes the booking attended', async () => {
    await adminMark(bookings[0], 'arrived');
    expect((await booking(bookings[0])).status).toBe('attended');
    expect(await attendedCouples()).toBe(3);
  });
});
