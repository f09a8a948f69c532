import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, bookingStatuses, createAdmin, createCouple, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { dinnerStatus, lastRun, subjectsTo, tick } from './run-job';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REVEAL = 'Your surprise dinner is revealed';

async function paymentStatuses(app: TestApp, dinnerId: string): Promise<string[]> {
  const rows: { status: string }[] = await db(app).query('SELECT status FROM payments WHERE dinner_id = $1 ORDER BY created_at', [dinnerId]);
  return rows.map((row) => row.status);
}

/** Issue 21, item 1: a booking deadline inside the 24-hour reveal window must not strand paid couples. */
describe('a dinner whose booking deadline falls inside the reveal window', () => {
  let app: TestApp;
  let couples: TestCouple[];
  let dinnerId: string;

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 23, deadlineInHours: 3 / 60, capacity: 20 });
    couples = [];
    for (let n = 0; n < 6; n += 1) couples.push(await matchableCouple(app, [`Ann${n}`, `Ben${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
  });
  afterAll(() => app.close());

  it('tells its couples, while bookings are open, that they are revealed right after bookings close (issue 51)', async () => {
    const { body: dinner } = await app.http().get(`/api/dinners/${dinnerId}`).set('Cookie', couples[0].cookie).expect(200);
    expect(dinner.reveal_timing).toBe('after_close');
    const { body } = await app.http().get('/api/user/my-bookings').set('Cookie', couples[0].cookie).expect(200);
    expect(body.bookings[0]).toMatchObject({ reveal_timing: 'after_close', booking_deadline: dinner.booking_deadline });
    const calendar = await app.http().get(`/api/user/bookings/${body.bookings[0].id}/calendar.ics`).set('Cookie', couples[0].cookie).expect(200);
    expect(calendar.text.replace(/\r\n[ \t]/g, '')).toContain('The restaurant is revealed as soon as your table is set\\, once bookings close.');
  });

  it('is closed, matched, seated and revealed by the jobs alone within one tick after the deadline', async () => {
    app.clock.advance(3 * MINUTE);
    await tickAll(app);
    expect(await dinnerStatus(app, dinnerId)).toBe('restaurant_assigned');
    const [{ revealed }] = await db(app).query('SELECT count(*)::int AS revealed FROM dinner_bookings WHERE dinner_id = $1 AND reveal_sent_at IS NOT NULL', [
      dinnerId,
    ]);
    expect(revealed).toBe(6);
  });

  it("mails the couples booking it that they are revealed as soon as the table is set, right after bookings close, in the dinner city's time (issue 51)", async () => {
    const texts: { text: string }[] = await db(app).query(`SELECT text FROM mail_outbox WHERE recipient = $1 AND subject = 'Your surprise dinner is booked'`, [
      couples[0].users[0].email,
    ]);
    const [{ booking_deadline: deadline }] = await db(app).query('SELECT booking_deadline FROM dinner_events WHERE id = $1', [dinnerId]);
    const closes = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Dublin' }).format(deadline);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`We reveal the restaurant and your fellow diners as soon as your table is set, right after bookings close on ${closes}.`);
    expect(texts[0].text).not.toContain('24 hours before');
  });

  it('sends one reveal mail to each member', async () => {
    for (const couple of couples)
      for (const user of couple.users) expect((await subjectsTo(app, user.email)).filter((subject) => subject === REVEAL)).toHaveLength(1);
  });

  it('fails no job', async () => {
    const failed: { job_name: string }[] = await db(app).query(`SELECT job_name FROM job_runs WHERE outcome <> 'succeeded'`);
    expect(failed).toEqual([]);
    expect((await lastRun(app, 'dinners.match-and-assign')).summary).toMatch(/revealed to 6 bookings/);
  });

  it('shows each couple its restaurant in the API once revealed', async () => {
    const response = await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couples[0].cookie).expect(200);
    const booking = response.body.bookings.find((b: { dinner_id: string }) => b.dinner_id === dinnerId);
    expect(booking).toMatchObject({ status: 'revealed', revealed: true, can_review: false });
    expect(booking.restaurant).not.toBeNull();
  });

  it('skips the teaser of a dinner seated after the teaser time', async () => {
    const late = await createDinner(app, { eventInHours: 11, deadlineInHours: 1 / 60 });
    const pair = [await matchableCouple(app, ['Cara', 'Dan']), await matchableCouple(app, ['Eve', 'Finn'])];
    for (const couple of pair) await bookAndPay(app, couple, late);
    app.clock.advance(MINUTE);
    await tickAll(app);
    await tickAll(app);
    expect(await dinnerStatus(app, late)).toBe('restaurant_assigned');
    const subjects = await subjectsTo(app, pair[0].users[0].email);
    expect(subjects.filter((subject) => subject === REVEAL)).toHaveLength(1);
    expect(subjects).not.toContain('Your surprise dinner is almost here');
    const [{ teased }] = await db(app).query('SELECT count(*)::int AS teased FROM dinner_bookings WHERE dinner_id = $1 AND teaser_sent_at IS NOT NULL', [late]);
    expect(teased).toBe(2);
  });

  it('sends no teaser with the reveal of a dinner seated shortly before the teaser time, to none of its couples (issue 51)', async () => {
    const soon = await createDinner(app, { eventInHours: 12 + 3 / 60, deadlineInHours: 1 / 60 });
    const pair = [await matchableCouple(app, ['Gia', 'Hal']), await matchableCouple(app, ['Ivy', 'Jon'])];
    for (const couple of pair) await bookAndPay(app, couple, soon);
    app.clock.advance(MINUTE);
    await tickAll(app);
    expect(await dinnerStatus(app, soon)).toBe('restaurant_assigned');
    app.clock.advance(3 * MINUTE);
    await tickAll(app);
    for (const couple of pair)
      for (const user of couple.users) {
        const subjects = await subjectsTo(app, user.email);
        expect(subjects.filter((subject) => subject === REVEAL)).toHaveLength(1);
        expect(subjects).not.toContain('Your surprise dinner is almost here');
      }
  });
});

/** A dinner whose time comes with paid couples not seated is cancelled by the schedule: refunded and told. */
describe('a dinner whose time comes before its couples are seated', () => {
  let app: TestApp;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('is cancelled by the schedule at its time, every paid couple refunded and told once', async () => {
    // No restaurant in the city: matching forms the group but cannot seat it.
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    const pair = [await matchableCouple(app, ['Gus', 'Hana']), await matchableCouple(app, ['Ian', 'Jo'])];
    for (const couple of pair) await bookAndPay(app, couple, dinnerId);
    app.clock.advance(HOUR);
    await tickAll(app);
    expect(await dinnerStatus(app, dinnerId)).toBe('pending_manual_intervention');

    app.clock.advance(29 * HOUR);
    await tick(app, 'dinners.match-and-assign');
    expect(await dinnerStatus(app, dinnerId)).toBe('cancelled_by_system');
    expect(await bookingStatuses(app, dinnerId)).toEqual({ cancelled: 2 });
    expect(await paymentStatuses(app, dinnerId)).toEqual(['refunded', 'refunded']);
    expect((await lastRun(app, 'dinners.match-and-assign')).summary).toBe('cancelled 1 dinner never seated, refunded 2 bookings');
    for (const couple of pair)
      for (const user of couple.users) expect((await subjectsTo(app, user.email)).filter((s) => s === 'Your surprise dinner is cancelled')).toHaveLength(1);

    await tickAll(app);
    expect((await subjectsTo(app, pair[0].users[0].email)).filter((s) => s === 'Your surprise dinner is cancelled')).toHaveLength(1);
    const [booking] = (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', pair[0].cookie).expect(200)).body.bookings;
    expect(booking).toMatchObject({ status: 'cancelled', can_review: false, restaurant: null });
  });
});

/** Issue 21, item 2: Run Matching on a dinner still taking bookings asks first. */
describe('matching a dinner still taking bookings', () => {
  let app: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    adminCookie = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('is refused without the confirmation, and the dinner stays open', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 120, deadlineInHours: 72 });
    const response = await app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', adminCookie).expect(409);
    expect(response.body).toMatchObject({ code: 'MATCHING.DINNER_OPEN', message: 'This dinner is still taking bookings. Close bookings now and match?' });
    expect(await dinnerStatus(app, dinnerId)).toBe('accepting_bookings');
    const couple = await createCouple(app);
    await app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(201);
  });

  it('closes the bookings first with the confirmation, records who did it, then matches', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 120, deadlineInHours: 72 });
    const holding = await createCouple(app);
    await app.http().post('/api/user/bookings').set('Cookie', holding.cookie).send({ dinner_id: dinnerId }).expect(201);
    const response = await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true`).set('Cookie', adminCookie).expect(200);
    expect(response.body.matches.matching_status).toBe('pending_manual_intervention');
    expect(await bookingStatuses(app, dinnerId)).toEqual({ expired: 1 });
    const [audit] = await db(app).query(`SELECT action, detail FROM admin_audit_log WHERE action = 'close_bookings'`);
    expect(audit.detail).toMatchObject({ dinnerId, reason: 'matching', lapsedHolds: 1 });
    const late = await createCouple(app);
    const refused = await app.http().post('/api/user/bookings').set('Cookie', late.cookie).send({ dinner_id: dinnerId }).expect(409);
    expect(refused.body.code).toBe('DINNERS.NOT_ACCEPTING_BOOKINGS');
  });
});

/** Issue 51: a short-notice dinner matched inside the reveal window promises no seat "before the dinner is revealed". */
describe('a dinner matched inside the reveal window with a couple left over', () => {
  let app: TestApp;
  let adminEmail: string;
  let left: TestCouple;

  beforeAll(async () => {
    app = await createTestApp();
    adminEmail = await seedVenuesAndAdmin(app);
    const dinnerId = await createDinner(app, { eventInHours: 20, deadlineInHours: 3 / 60, capacity: 20 });
    const seated = [await matchableCouple(app, ['Gus', 'Hana']), await matchableCouple(app, ['Ian', 'Jo'])];
    left = await matchableCouple(app, ['Kit', 'Lou']);
    for (const couple of [...seated, left]) await bookAndPay(app, couple, dinnerId);
    // Moved to Cork after booking: no other couple of its city, so the run cannot seat it.
    await db(app).query(`UPDATE couple_profiles SET city = 'Cork' WHERE couple_id = $1`, [left.coupleId]);
    app.clock.advance(3 * MINUTE);
    await tickAll(app);
  });
  afterAll(() => app.close());

  it('does not tell the couple left over that it may still be seated before the reveal', async () => {
    const texts: { text: string }[] = await db(app).query('SELECT text FROM mail_outbox WHERE recipient = ANY($1)', [left.users.map((u) => u.email)]);
    expect(texts.length).toBeGreaterThan(0);
    for (const { text } of texts) expect(text).not.toContain('before the dinner is revealed');
  });

  it('does not ask the admins to act before a reveal that is past', async () => {
    const mails: { subject: string; text: string }[] = await db(app).query('SELECT subject, text FROM mail_outbox WHERE recipient = $1', [adminEmail]);
    const intervention = mails.filter((mail) => mail.subject.includes('needs manual intervention'));
    expect(intervention).toHaveLength(1);
    expect(intervention[0].text).not.toContain('before the reveal');
    expect(intervention[0].text).toContain('needs you before it starts');
  });
});
