import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, outbox, OutboxMail, seedVenuesAndAdmin, StatusHistory, tickAll } from './lifecycle-fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const BOOKED = 'Your surprise dinner is booked';
const REVEALED = 'Your surprise dinner is revealed';
const TEASER = 'Your surprise dinner is almost here';
const REVIEW = 'How was your surprise dinner?';
const CANCELLED_BOOKING = 'Your dinner booking is cancelled';
const GROUP_CHANGED = 'A change to your dinner group';
const NAMES: [string, string][] = [
  ['Aoife', 'Cian'],
  ['Niamh', 'Darragh'],
  ['Saoirse', 'Oisin'],
  ['Ciara', 'Conor'],
  ['Roisin', 'Eoin'],
  ['Orla', 'Fionn'],
  ['Sinead', 'Padraig'],
  ['Grainne', 'Ruairi'],
  ['Maeve', 'Tadhg'],
  ['Clodagh', 'Cathal'],
  ['Eimear', 'Donal'],
  ['Aisling', 'Colm'],
];

/**
 * The whole life of a dinner with nothing but the clock moving: twelve couples book and
 * pay, the deadline closes bookings, the schedule matches the couples and seats every group
 * at a restaurant table, the reveal and teaser go out with the calendar invite moved to the
 * venue, one couple cancels late, the dinner takes place and is completed, and the couples
 * who came are asked for a review. Every tick runs twice, so a mail sent twice would show.
 */
describe('a dinner runs itself', () => {
  let app: TestApp;
  let adminEmail: string;
  let couples: TestCouple[];
  let bookingIds: string[];
  let dinnerId: string;
  let warmUpDinnerId: string;
  let history: StatusHistory;
  let warmUpHistory: StatusHistory;
  let mails: OutboxMail[];
  const start = new Date('2026-12-01T19:30:00Z');
  const subjects = (email: string) => mails.filter((mail) => mail.recipient === email).map((mail) => mail.subject);
  const standing = async (coupleId: string): Promise<number> =>
    (await db(app).query('SELECT consecutive_late_cancellations AS n FROM couple_standings WHERE couple_id = $1', [coupleId]))[0]?.n ?? 0;

  beforeAll(async () => {
    app = await createTestApp({ now: start });
    adminEmail = await seedVenuesAndAdmin(app);
    couples = [];
    for (const names of NAMES) couples.push(await matchableCouple(app, names));

    // Aoife & Cian start with one late cancellation on their record: attending resets it.
    warmUpDinnerId = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const warmUpBooking = await bookAndPay(app, couples[0], warmUpDinnerId);
    await app.http().put(`/api/user/bookings/${warmUpBooking}/cancel`).set('Cookie', couples[0].cookie).expect(200);

    dinnerId = await createDinner(app, { eventInHours: 96, deadlineInHours: 48, capacity: 20 });
    bookingIds = [];
    for (const couple of couples) bookingIds.push(await bookAndPay(app, couple, dinnerId));
    history = new StatusHistory(app, dinnerId);
    warmUpHistory = new StatusHistory(app, warmUpDinnerId);
    await history.record();
    await warmUpHistory.record();
    expect(await standing(couples[0].coupleId)).toBe(1);

    const record = async () => {
      await history.record();
      await warmUpHistory.record();
    };
    for (let hour = 1; hour <= 100; hour += 1) {
      app.clock.set(new Date(start.getTime() + hour * HOUR));
      if (hour === 91) {
        // Five hours before the dinner: a late cancellation.
        const response = await app.http().put(`/api/user/bookings/${bookingIds[11]}/cancel`).set('Cookie', couples[11].cookie).expect(200);
        expect(response.body).toMatchObject({ was_late_cancellation: true });
      }
      await tickAll(app, record);
      app.clock.advance(MINUTE);
      await tickAll(app, record);
    }
    mails = await outbox(app);
  }, 600_000);
  afterAll(() => app.close());

  it('goes from accepting bookings to closed, assigned and completed', () => {
    expect(history.seen).toEqual(['accepting_bookings', 'booking_closed', 'restaurant_assigned', 'completed']);
  });

  it('cancels the warm-up dinner nobody kept a booking for, in the run that closes it at its deadline', () => {
    expect(warmUpHistory.seen).toEqual(['accepting_bookings', 'cancelled_by_system']);
  });

  it('ran the matching once, started by the schedule, and seated every couple at a restaurant table', async () => {
    const runs = await db(app).query('SELECT trigger, status FROM matching_runs WHERE dinner_id = $1', [dinnerId]);
    expect(runs).toEqual([{ trigger: 'schedule', status: 'succeeded' }]);
    const seats = await db(app).query(
      `SELECT p.couple_id, g.restaurant_id, g.table_number FROM dinner_group_participants p JOIN dinner_groups g ON g.id = p.group_id WHERE p.dinner_id = $1`,
      [dinnerId],
    );
    expect(seats.map((seat: { couple_id: string }) => seat.couple_id).sort()).toEqual(couples.map((couple) => couple.coupleId).sort());
    for (const seat of seats) expect(seat).toMatchObject({ restaurant_id: expect.any(String), table_number: expect.any(Number) });
  });

  it('mails each partner every step once, in order; the couple that cancelled late gets no review request, its table is told once it left', async () => {
    const [{ group_id: leftGroup }] = await db(app).query('SELECT group_id FROM dinner_group_participants WHERE dinner_id = $1 AND couple_id = $2', [
      dinnerId,
      couples[11].coupleId,
    ]);
    const tableMates = new Set(
      (await db(app).query('SELECT couple_id FROM dinner_group_participants WHERE group_id = $1', [leftGroup])).map(
        (row: { couple_id: string }) => row.couple_id,
      ),
    );
    expect(tableMates.size).toBeGreaterThan(1);
    const told = (couple: TestCouple) => (tableMates.has(couple.coupleId) ? [GROUP_CHANGED] : []);
    for (const couple of couples.slice(1, 11)) {
      for (const user of couple.users) expect(subjects(user.email)).toEqual([BOOKED, REVEALED, TEASER, ...told(couple), REVIEW]);
    }
    for (const user of couples[0].users)
      expect(subjects(user.email)).toEqual([BOOKED, CANCELLED_BOOKING, BOOKED, REVEALED, TEASER, ...told(couples[0]), REVIEW]);
    for (const user of couples[11].users) expect(subjects(user.email)).toEqual([BOOKED, REVEALED, TEASER, CANCELLED_BOOKING]);
    // No restaurant answers its table in this life: the admins hear of it 24, 6 and 1 hours before, once each.
    expect(subjects(adminEmail)).toEqual([
      'Dinner in Dublin starts within 24 hours and needs you',
      'Dinner in Dublin starts within 6 hours and needs you',
      'Dinner in Dublin starts within 1 hour and needs you',
    ]);
  });

  it('moves the calendar entry to the restaurant: same UID, SEQUENCE bumped, the address as LOCATION', async () => {
    const email = couples[3].users[0].email;
    // Long lines are folded at 75 octets (RFC 5545): read the files with their lines unfolded.
    const [confirmation, reveal] = mails
      .filter((mail) => mail.recipient === email && (mail.subject === BOOKED || mail.subject === REVEALED))
      .map((mail) => mail.attachments[0].content.replace(/\r\n[ \t]/g, ''));
    const uid = `UID:booking-${bookingIds[3]}@tablemates`;
    expect(confirmation).toContain(uid);
    expect(confirmation).toContain('SEQUENCE:0');
    expect(confirmation).not.toContain('LOCATION');
    const [venue] = await db(app).query(
      `SELECT r.name, r.address, r.city FROM dinner_group_participants p JOIN dinner_groups g ON g.id = p.group_id JOIN restaurants r ON r.id = g.restaurant_id
        WHERE p.dinner_id = $1 AND p.couple_id = $2`,
      [dinnerId, couples[3].coupleId],
    );
    expect(reveal).toContain(uid);
    expect(reveal).toContain('SEQUENCE:1');
    expect(reveal).toContain(`LOCATION:${[venue.name, venue.address, venue.city].join(', ').replace(/[,;]/g, (mark) => `\\${mark}`)}`);
  });

  it('records attendance for the couples who came and resets their run of late cancellations', async () => {
    const statuses = await db(app).query('SELECT couple_id, status FROM dinner_bookings WHERE dinner_id = $1', [dinnerId]);
    const byCouple = new Map(statuses.map((row: { couple_id: string; status: string }) => [row.couple_id, row.status]));
    for (const couple of couples.slice(0, 11)) expect(byCouple.get(couple.coupleId)).toBe('attended');
    expect(byCouple.get(couples[11].coupleId)).toBe('cancelled');
    expect(await standing(couples[0].coupleId)).toBe(0);
    expect(await standing(couples[11].coupleId)).toBe(1);
  });

  it('says in the job runs what each run changed', async () => {
    const summaries = (await db(app).query(`SELECT job_name, summary FROM job_runs WHERE summary IS NOT NULL ORDER BY started_at`)).map(
      (row: { job_name: string; summary: string }) => `${row.job_name}: ${row.summary}`,
    );
    expect(summaries).toEqual(
      expect.arrayContaining([
        'dinners.close-bookings: closed 1 dinner, cancelled 1 dinner with too few couples',
        'dinners.close-bookings: closed 1 dinner',
        'dinners.match-and-assign: matched 1 dinner, assigned restaurants for 1',
        'dinners.notifications: revealed to 12 bookings',
        'dinners.notifications: teased 12 bookings',
        'dinners.complete: completed 1 dinner, 11 bookings attended, asked 11 couples for a review',
      ]),
    );
  });
});
