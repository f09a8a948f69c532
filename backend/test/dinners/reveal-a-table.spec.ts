import { Client } from 'pg';
import { BookingMails } from '../../src/modules/dinners/application/bookings/booking-mails';
import { BookingRepository } from '../../src/modules/dinners/application/bookings/booking-repository';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db, ensureRestaurant, seatAtTable, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;
const SUBJECT = 'Your surprise dinner is revealed';

/**
 * Issue 50: a table's reveals are claimed in one statement and recorded in one transaction
 * (one `booking.revealed` per booking), and `dinners.notification-mails` takes them as a
 * batch; each couple member still gets one reveal mail, whatever runs twice, races or is cut off.
 */
describe('the reveal of a whole table at once (issue 50)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A dinner 48 hours ahead with five paid couples seated at one table. */
  async function seatedTable(prefix: string) {
    const restaurant = await ensureRestaurant(app, { name: 'The Long Table', tablesPerNight: 4 });
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const couples: TestCouple[] = [];
    const bookings: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const couple = await createCouple(app, { names: [`${prefix}${n}a`, `${prefix}${n}b`] });
      couples.push(couple);
      bookings.push(await bookAndPay(app, couple, dinnerId));
    }
    await seatAtTable(
      app,
      { dinnerId, restaurantId: restaurant.id, tableNumber: 1 },
      couples.map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    );
    return { dinnerId, couples, bookings };
  }

  /** Reveal mails per member of these couples (a member without one is absent). */
  const mailsPerMember = async (couples: TestCouple[]): Promise<Map<string, number>> => {
    const rows: { recipient: string; n: number }[] = await db(app).query(
      'SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE subject = $1 AND recipient = ANY($2) GROUP BY recipient',
      [SUBJECT, couples.flatMap((couple) => couple.users.map((user) => user.email))],
    );
    return new Map(rows.map((row) => [row.recipient, row.n]));
  };
  const expectOneMailPerMember = async (couples: TestCouple[]) => {
    const mails = await mailsPerMember(couples);
    for (const couple of couples) for (const user of couple.users) expect([user.email, mails.get(user.email)]).toEqual([user.email, 1]);
  };
  const revealedEvents = (dinnerId: string): Promise<{ booking_id: string; sequence: number }[]> =>
    db(app).query(
      `SELECT payload->>'bookingId' AS booking_id, sequence FROM event_log WHERE type = 'booking.revealed' AND aggregate_id = $1 ORDER BY position`,
      [dinnerId],
    );
  const notify = () => app.app.get(SendDinnerNotifications).execute();

  it('claims the table in one statement, writes one event per booking in its dinner’s sequence and one reveal mail per member, and a second run sends nothing', async () => {
    const { dinnerId, couples, bookings } = await seatedTable('Whole');
    app.clock.advance(24 * HOUR + 60_000);
    const repository = app.app.get(BookingRepository);
    const claims = jest.spyOn(repository, 'claimNotifications');
    try {
      expect(await notify()).toEqual({ reveals: 5, teasers: 0 });
      expect(claims.mock.calls.filter(([, kind]) => kind === 'reveal').map(([ids]) => ids)).toEqual([bookings]);
    } finally {
      claims.mockRestore();
    }
    const events = await revealedEvents(dinnerId);
    expect(events.map((event) => event.booking_id)).toEqual(bookings);
    // Numbered in the dinner right after its five booking.confirmed, in the order they were appended.
    expect(events.map((event) => event.sequence)).toEqual([6, 7, 8, 9, 10]);
    await expectOneMailPerMember(couples);

    expect(await notify()).toEqual({ reveals: 0, teasers: 0 });
    expect(await revealedEvents(dinnerId)).toHaveLength(5);
    await expectOneMailPerMember(couples);
  });

  it('never reveals a booking cancelled after the run read it as due: the claim takes confirmed bookings only', async () => {
    const { dinnerId, bookings } = await seatedTable('Late');
    app.clock.advance(24 * HOUR + 60_000);
    const repository = app.app.get(BookingRepository);
    const claim = repository.claimNotifications.bind(repository);
    // The couple's cancellation commits between the run's read of the due bookings and its claim.
    const claims = jest.spyOn(repository, 'claimNotifications').mockImplementation(async (ids, kind, at) => {
      if (kind === 'reveal') await db(app).query(`UPDATE dinner_bookings SET status = 'cancelled' WHERE id = $1`, [bookings[0]]);
      return claim(ids, kind, at);
    });
    try {
      expect(await notify()).toEqual({ reveals: 4, teasers: 0 });
    } finally {
      claims.mockRestore();
    }
    expect((await revealedEvents(dinnerId)).map((event) => event.booking_id)).toEqual(bookings.slice(1));
  });

  it('reveals each booking once when two runs race for the same table', async () => {
    const { dinnerId, couples } = await seatedTable('Raced');
    app.clock.advance(24 * HOUR + 60_000);
    const [first, second] = await Promise.all([notify(), notify()]);
    expect(first.reveals + second.reveals).toBe(5);
    expect(await revealedEvents(dinnerId)).toHaveLength(5);
    await expectOneMailPerMember(couples);
  });

  it('leaves nothing of a run cut off after claiming the table: the next run reveals every booking, once', async () => {
    const { dinnerId, couples, bookings } = await seatedTable('Cut');
    app.clock.advance(24 * HOUR + 60_000);
    // An admin's uncommitted change holds the dinner's group lock: the run stops there, its claims made.
    const admin = new Client({ connectionString: app.database.target.url });
    await admin.connect();
    let cutOff: unknown = null;
    try {
      await admin.query('BEGIN');
      await admin.query(`SELECT pg_advisory_xact_lock(hashtext('dinner-groups:' || $1))`, [dinnerId]);
      const adminPid = (await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const run = notify().catch((error: unknown) => (cutOff = error));
      let waiting: number[] = [];
      await until(async () => {
        // pg_locks, not pg_stat_activity: inside this transaction pg_stat_activity answers the snapshot of its first read,
        // so a run that reached the lock after that read was never seen (the hang behind a CI failure).
        waiting = (
          await admin.query<{ pid: number }>(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND $1 = ANY(pg_blocking_pids(pid))`, [
            adminPid,
          ])
        ).rows.map((row) => row.pid);
        return waiting.length > 0;
      });
      // What PostgreSQL sees of a killed process: its connection drops, its transaction with it.
      for (const pid of waiting) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await run;
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    expect(cutOff).toBeInstanceOf(Error);
    const claimed: { n: number }[] = await db(app).query('SELECT count(*)::int AS n FROM dinner_bookings WHERE id = ANY($1) AND reveal_sent_at IS NOT NULL', [
      bookings,
    ]);
    expect(claimed).toEqual([{ n: 0 }]);
    expect(await revealedEvents(dinnerId)).toEqual([]);
    expect(await mailsPerMember(couples)).toEqual(new Map());

    expect(await notify()).toEqual({ reveals: 5, teasers: 0 });
    expect(await revealedEvents(dinnerId)).toHaveLength(5);
    await expectOneMailPerMember(couples);
  });

  it('mails each member once when the batch of reveal mails fails half-way: the batch is taken again one event at a time', async () => {
    const { couples } = await seatedTable('Retried');
    app.clock.advance(24 * HOUR + 60_000);
    const mails = app.app.get(BookingMails);
    const send = mails.sendReveals.bind(mails);
    let failuresLeft = 1;
    const spy = jest.spyOn(mails, 'sendReveals').mockImplementation(async (reveals) => {
      await send(reveals);
      // The mails are written, then the consequence fails: they roll back with it.
      if (reveals.length > 1 && failuresLeft-- > 0) throw new Error('the mail batch failed half-way');
    });
    try {
      expect(await notify()).toEqual({ reveals: 5, teasers: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(failuresLeft).toBe(0);
    await expectOneMailPerMember(couples);
    const [subscription] = await db(app).query(`SELECT attempts, last_error FROM event_subscriptions WHERE name = 'dinners.notification-mails'`);
    expect(subscription).toEqual({ attempts: 0, last_error: null });
  });
});
