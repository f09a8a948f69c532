import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { matchableCouple, seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { bookAndPay, createDinner, createSignedInAdmin, db, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

interface SheetCouple {
  booking_id: string;
  first_names: string[];
  attendance: string | null;
  running_late: { minutes: number } | null;
}

/**
 * Issue 47, points 2 and 3: the restaurant's signed page is the evening's sheet (tables, first
 * names, party sizes, dietary needs), marks arrivals and no-shows after the start (admins too),
 * each mark an event; a no-show keeps the fee, is mailed and counted (the limit event at the
 * threshold); tablemates' "didn't come" beside the mark; "running late" once per couple.
 */
describe('the evening: sheet, no-shows, running late', () => {
  let app: TestApp;
  let admin: { id: string; cookie: string };
  let couples: TestCouple[];
  let dinnerId: string;
  let eventDate: Date;
  let token: string;
  /** Two couples of the same table, and their bookings. */
  let late: TestCouple;
  let absent: TestCouple;
  let lateBooking: string;
  let absentBooking: string;
  let seen = 0;

  const newMails = async (): Promise<Mail[]> => {
    const rows: Mail[] = await db(app).query('SELECT recipient, subject, text FROM mail_outbox ORDER BY created_at, id');
    const fresh = rows.slice(seen);
    seen = rows.length;
    return fresh;
  };
  const at = (hoursFromStart: number) => app.clock.set(new Date(eventDate.getTime() + hoursFromStart * HOUR));
  const sheet = () => app.http().get('/api/restaurant-reservations').query({ token });
  const mark = (bookingId: string, attendance: string) =>
    app.http().post('/api/restaurant-reservations/attendance').send({ token, booking_id: bookingId, attendance });
  const adminMark = (bookingId: string, attendance: string) =>
    app.http().post(`/api/admin/dinners/${dinnerId}/attendance`).set('Cookie', admin.cookie).send({ booking_id: bookingId, attendance });
  const runningLate = (couple: TestCouple, bookingId: string, minutes: unknown) =>
    app.http().post(`/api/user/bookings/${bookingId}/running-late`).set('Cookie', couple.cookie).send({ minutes });
  const bookingOf = async (couple: TestCouple): Promise<string> =>
    (await db(app).query(`SELECT id FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2`, [dinnerId, couple.coupleId]))[0].id;
  const couplesOfSheet = async (): Promise<SheetCouple[]> =>
    (await sheet().expect(200)).body.tables.flatMap((table: { couples: SheetCouple[] }) => table.couples);
  const events = (type: string): Promise<{ actor_type: string; actor_id: string | null; payload: Record<string, unknown> }[]> =>
    db(app).query(`SELECT actor_type, actor_id, payload FROM event_log WHERE type = $1 ORDER BY position`, [type]);

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    admin = await createSignedInAdmin(app);
    dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 4; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.set(new Date(app.clock.now().getTime() + 3 * HOUR));
    await app.http().post(`/api/admin/matching/run/${dinnerId}?close_bookings=true&seed=7`).set('Cookie', admin.cookie).expect(200);
    [{ event_date: eventDate }] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    // Two couples of one table: the first group's first two.
    const [group] = await db(app).query(
      `SELECT g.id, g.table_number, array_agg(p.couple_id ORDER BY p.couple_id) AS couple_ids FROM dinner_groups g
         JOIN dinner_group_participants p ON p.group_id = g.id WHERE g.dinner_id = $1 GROUP BY g.id ORDER BY g.id LIMIT 1`,
      [dinnerId],
    );
    [late, absent] = group.couple_ids.slice(0, 2).map((id: string) => couples.find((couple) => couple.coupleId === id)!);
    [lateBooking, absentBooking] = [await bookingOf(late), await bookingOf(absent)];
    const [mail] = await db(app).query(
      `SELECT text FROM mail_outbox WHERE subject LIKE 'New reservation: table ${group.table_number},%' ORDER BY created_at DESC LIMIT 1`,
    );
    token = decodeURIComponent(/restaurant-reservation\?token=([^\s)"]+)/.exec(mail.text)![1]);
    await newMails();
  });
  afterAll(() => app.close());

  it("the sheet lists the restaurant's tables with first names, party sizes and dietary needs, and no contact detail", async () => {
    const body = (await sheet().expect(200)).body;
    expect(body.marking.open).toBe(false);
    expect(body.tables.length).toBeGreaterThan(0);
    for (const table of body.tables) expect(table.party_size).toBe(table.couples.length * 2);
    const listed = body.tables.flatMap((table: { couples: SheetCouple[] }) => table.couples);
    expect(listed.map((couple: SheetCouple) => couple.booking_id)).toEqual(expect.arrayContaining([lateBooking, absentBooking]));
    expect(listed.find((couple: SheetCouple) => couple.booking_id === lateBooking).first_names).toEqual(late.users.map((user) => user.firstName));
    const text = JSON.stringify(body);
    for (const couple of couples) for (const user of couple.users) expect(text).not.toContain(user.email);
  });

  it('before the start nothing can be marked; "running late" opens 3 hours before', async () => {
    expect((await mark(absentBooking, 'no_show').expect(409)).body.code).toBe('ATTENDANCE.NOT_STARTED');
    expect((await adminMark(absentBooking, 'no_show').expect(409)).body.code).toBe('ATTENDANCE.NOT_STARTED');
    at(-4);
    expect((await runningLate(late, lateBooking, 15).expect(409)).body.code).toBe('RUNNING_LATE.NOT_NOW');
  });

  it('running late: once per couple and dinner, the table and the restaurant told at once, the sheet and the card show it', async () => {
    at(-1);
    await runningLate(late, lateBooking, 20).expect(400);
    await runningLate(absent, lateBooking, 15).expect(403);
    expect((await runningLate(late, lateBooking, 15).expect(201)).body.minutes).toBe(15);
    const mails = await newMails();
    const tablemateEmails = absent.users.map((user) => user.email.toLowerCase());
    const toTable = mails.filter((mail) => tablemateEmails.includes(mail.recipient));
    expect(toTable.length).toBeGreaterThan(0);
    expect(toTable[0].subject).toBe(`${late.users.map((user) => user.firstName).join(' & ')} are running 15 minutes late`);
    expect(mails.filter((mail) => late.users.some((user) => user.email.toLowerCase() === mail.recipient))).toHaveLength(0);
    const toRestaurant = mails.find((mail) => mail.recipient.startsWith('bookings@'));
    expect(toRestaurant?.subject).toMatch(/^Running 15 minutes late: /);
    expect(toRestaurant?.text).toContain('/restaurant-reservation?token=');
    expect((await couplesOfSheet()).find((couple) => couple.booking_id === lateBooking)?.running_late?.minutes).toBe(15);
    const second = await runningLate(late, lateBooking, 30).expect(409);
    expect(second.body).toMatchObject({ code: 'RUNNING_LATE.ALREADY_SENT', message: expect.stringContaining('15 minutes late') });
    expect(await newMails()).toHaveLength(0);
    const card = (await app.http().get(`/api/user/bookings/${lateBooking}`).set('Cookie', late.cookie).expect(200)).body;
    expect(card).toMatchObject({ running_late: { minutes: 15 }, can_report_running_late: false });
    const [event] = await events('couple.running_late');
    expect(event).toMatchObject({ actor_type: 'couple', actor_id: late.coupleId, payload: { minutes: 15, bookingId: lateBooking } });
  });

  it('after the start the restaurant marks a no-show: the fee stays, the couple is mailed, its no-shows counted, the limit event at the threshold', async () => {
    // An earlier no-show of the same couple this year (another dinner): this one reaches the threshold of 2.
    const earlier = await createDinner(app, { eventInHours: -24 * 30, deadlineInHours: -24 * 31 });
    const [{ id: earlierBooking }] = await db(app).query(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, $2, $3, 'attended', now()) RETURNING id`,
      [earlier, absent.coupleId, absent.users[0].id],
    );
    await db(app).query(
      `INSERT INTO dinner_attendance (booking_id, dinner_id, couple_id, status, marked_by, marked_at) VALUES ($1, $2, $3, 'no_show', 'admin', now())`,
      [earlierBooking, earlier, absent.coupleId],
    );
    at(1);
    await mark(absentBooking, 'maybe').expect(400);
    await mark('00000000-0000-0000-0000-000000000000', 'no_show').expect(404);
    const after = (await mark(absentBooking, 'no_show').expect(200)).body;
    expect(after.marking.open).toBe(true);
    expect((await couplesOfSheet()).find((couple) => couple.booking_id === absentBooking)?.attendance).toBe('no_show');
    await mark(absentBooking, 'no_show').expect(200);
    const [marked, ...none] = await events('attendance.marked');
    expect(none).toHaveLength(0);
    expect(marked).toMatchObject({
      actor_type: 'restaurant',
      payload: { bookingId: absentBooking, mark: 'no_show', previous: null, noShowsInTwelveMonths: 2 },
    });
    expect(await events('couple.no_show_limit_reached')).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ coupleId: absent.coupleId, noShows: 2, threshold: 2, windowMonths: 12 }) }),
    ]);
    const mails = await newMails();
    const toCouple = mails.filter((mail) => absent.users.some((user) => user.email.toLowerCase() === mail.recipient));
    const missed = toCouple.filter((mail) => mail.subject === 'We missed you at dinner');
    expect(missed).toHaveLength(absent.users.length);
    expect(missed[0].text).toContain('not refunded');
    // The limit suspends the couple (safety's subscriber, NO_SHOW_SUSPENSION_DAYS = 90): it is told why and until when, and cannot book.
    const suspended = toCouple.filter((mail) => mail.subject.startsWith('Your couple is suspended until '));
    expect(suspended).toHaveLength(absent.users.length);
    expect(suspended[0].text).toContain('2 no-shows in 12 months');
    // A rule decided it, and the mail says so rather than speak of the team's decision.
    expect(suspended[0].text).toContain('Under our no-show rule your couple is suspended until');
    expect(suspended[0].text).not.toContain('our team has suspended');
    const me = (await app.http().get('/api/auth/me').set('Cookie', absent.cookie).expect(200)).body;
    expect(new Date(me.suspended_until).getTime()).toBe(app.clock.now().getTime() + 90 * 24 * HOUR);
    const another = await createDinner(app, { eventInHours: 24 * 30, deadlineInHours: 24 * 20 });
    const refused = await app.http().post('/api/user/bookings').set('Cookie', absent.cookie).send({ dinner_id: another });
    expect([refused.status, refused.body.code]).toEqual([403, 'DINNERS.SUSPENDED']);
    const payments = await db(app).query(`SELECT status, refunded_amount FROM payments WHERE booking_id = $1`, [absentBooking]);
    expect(payments).toEqual([{ status: 'succeeded', refunded_amount: 0 }]);
    const lookup = (await app.http().get('/api/payments/admin/user-lookup').query({ query: absent.users[0].email }).set('Cookie', admin.cookie).expect(200))
      .body;
    expect(lookup.results[0].couple.no_shows_last_12_months).toBe(2);
    expect(lookup.results[0].bookingHistory.find((booking: { id: string }) => booking.id === absentBooking).attendance).toBe('no_show');
  });

  it('a mark changes during the evening; an admin marks too (audited); a tablemate saying "didn\'t come" against an arrival shows as a mismatch', async () => {
    at(2);
    await mark(lateBooking, 'arrived').expect(200);
    await adminMark(absentBooking, 'arrived').expect(204);
    await adminMark(absentBooking, 'no_show').expect(204);
    const byAdmin = (await events('attendance.marked')).filter((event) => event.actor_type === 'admin');
    expect(byAdmin.map((event) => event.payload.mark)).toEqual(['arrived', 'no_show']);
    expect(byAdmin[0].actor_id).toBe(admin.id);
    // The limit was reached once: a mark changed back and forth crosses it again, and says so.
    expect((await events('couple.no_show_limit_reached')).length).toBe(2);
    const lateUser = (await app.http().get(`/api/user/bookings/${absentBooking}`).set('Cookie', absent.cookie).expect(200)).body.other_couples.find(
      (couple: { user_id: string }) => late.users.some((user) => user.id === couple.user_id),
    ).user_id;
    await app
      .http()
      .post('/api/user/submit-enhanced-review')
      .set('Cookie', absent.cookie)
      .send({ booking_id: absentBooking, rating: 3, didntCome: [lateUser] })
      .expect(201);
    const operations = (await app.http().get(`/api/admin/dinners/${dinnerId}/operations`).set('Cookie', admin.cookie).expect(200)).body;
    const seated = operations.tables.flatMap((table: { couples: object[] }) => table.couples);
    expect(seated.find((couple: { booking_id: string }) => couple.booking_id === lateBooking)).toMatchObject({
      attendance: 'arrived',
      marked_by: 'restaurant',
      said_absent_by: 1,
      mismatch: true,
      running_late: { minutes: 15 },
    });
    expect(seated.find((couple: { booking_id: string }) => couple.booking_id === absentBooking)).toMatchObject({
      attendance: 'no_show',
      marked_by: 'admin',
      mismatch: false,
    });
    expect(operations.attendance_mismatches).toBe(1);
    expect(operations.history.map((entry: { summary: string }) => entry.summary)).toContainEqual(
      expect.stringMatching(new RegExp(`^Admin action: Ada Admin marked ${absent.users[0].firstName}.* as a no-show\\.$`)),
    );
  });

  it("a tablemate's statement names only couples of the table", async () => {
    await app
      .http()
      .post('/api/user/submit-enhanced-review')
      .set('Cookie', late.cookie)
      .send({ booking_id: lateBooking, rating: 4, didntCome: [randomUUID()] })
      .expect(400);
  });

  it('marks close 24 hours after the start', async () => {
    at(25);
    expect((await adminMark(absentBooking, 'arrived').expect(409)).body.code).toBe('ATTENDANCE.CLOSED');
    expect((await mark(absentBooking, 'arrived').expect(410)).body.code).toBe('RESERVATIONS.LINK_EXPIRED');
  });
});
