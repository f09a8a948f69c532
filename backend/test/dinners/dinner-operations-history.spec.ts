import { BookingRepository } from '../../src/modules/dinners/application/bookings/booking-repository';
import { StartDinners } from '../../src/modules/dinners/application/dinner-events/start-dinners';
import { CloseBookings } from '../../src/modules/dinners/application/dinner-events/close-bookings';
import { RefundUnseatedCouples } from '../../src/modules/dinners/application/bookings/refund-unseated-couples';
import { createTestApp, TestApp } from '../support/test-app';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from '../lifecycle/lifecycle-fixtures';
import { bookAndPay, createAdmin, createDinner, db } from './dinner-fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface HistoryEntry {
  at: string;
  kind: string;
  summary: string;
  failed: boolean;
}

/** Issue 23: a dinner's operations page lists what the scheduled jobs did to it, with the time and the outcome. */
describe("a dinner's operations history: the scheduled jobs' steps", () => {
  let app: TestApp;
  let admin: string;
  let seatedId: string;
  let tooSmallId: string;
  const start = new Date('2026-12-01T10:00:00Z');

  beforeAll(async () => {
    app = await createTestApp({ now: start });
    await seedVenuesAndAdmin(app);
    admin = await createAdmin(app);
    seatedId = await createDinner(app, { eventInHours: 27, deadlineInHours: 1 });
    tooSmallId = await createDinner(app, { eventInHours: 27, deadlineInHours: 1 });
    for (let n = 1; n <= 4; n += 1) await bookAndPay(app, await matchableCouple(app, [`Al${n}`, `Bo${n}`]), seatedId);
    await bookAndPay(app, await matchableCouple(app, ['Solo', 'Duo']), tooSmallId);
    // Past the deadline (closed, matched, seated; the small one cancelled), past the reveal, past the dinner.
    for (const hours of [1, 1, 4, 31]) {
      app.clock.set(new Date(start.getTime() + hours * HOUR + MINUTE));
      await tickAll(app);
    }
  }, 240_000);
  afterAll(() => app.close());

  const history = async (dinnerId: string): Promise<HistoryEntry[]> =>
    (await app.http().get(`/api/admin/dinners/${dinnerId}/operations`).set('Cookie', admin).expect(200)).body.history;
  const scheduled = (entries: HistoryEntry[]) => entries.filter((entry) => entry.kind === 'scheduled_job');

  it('closed, matched and seated, revealed and completed: each step once, with its time and outcome, newest first', async () => {
    const steps = scheduled(await history(seatedId));
    const summaries = steps.map((step) => step.summary);
    expect(summaries[0]).toBe('Completed by the schedule: 4 bookings attended, 4 review requests sent.');
    expect(summaries.slice(1, 5).sort()).toEqual([1, 2, 3, 4].map((n) => `Reveal sent to Al${n} & Bo${n}.`).sort());
    // Closed and matched in the same minute of the test clock: their order is not the point.
    expect(summaries.slice(5).sort()).toEqual([
      'Bookings closed by the schedule: no unpaid hold lapsed.',
      'Matched and seated by the schedule: 1 group formed, every paid couple at a table.',
    ]);
    for (const step of steps) expect(step.failed).toBe(false);
    const at = (summary: string) => new Date(steps.find((step) => step.summary.startsWith(summary))!.at).getTime();
    expect(at('Bookings closed')).toBe(start.getTime() + HOUR + MINUTE);
    expect(at('Reveal sent')).toBe(start.getTime() + 4 * HOUR + MINUTE);
    expect(at('Completed')).toBe(start.getTime() + 31 * HOUR + MINUTE);
  });

  it("beside the matching run's own entry, which the schedule started", async () => {
    const runs = (await history(seatedId)).filter((entry) => entry.kind === 'matching_run');
    expect(runs).toHaveLength(1);
    expect(runs[0].summary).toMatch(/^Matching run \(schedule\): succeeded in [\d.]+ s, 1 group, 0 couples unmatched$/);
  });

  it('a dinner too small to run: closed, then cancelled with the reason, its couple told and refunded', async () => {
    expect(
      scheduled(await history(tooSmallId))
        .map((step) => step.summary)
        .sort(),
    ).toEqual([
      'Bookings closed by the schedule: no unpaid hold lapsed.',
      'Cancelled by the schedule (too few paid couples to fill one group): 1 paid couple told, 1 fee refunded.',
    ]);
  });

  it('keeps each step in the transaction of its change: one row per step, whatever the ticks', async () => {
    const rows = await db(app).query('SELECT kind, count(*)::int AS n FROM dinner_history WHERE dinner_id = $1 GROUP BY kind ORDER BY kind', [seatedId]);
    expect(rows).toEqual([
      { kind: 'bookings_closed', n: 1 },
      { kind: 'completed', n: 1 },
      { kind: 'matched', n: 1 },
    ]);
  });

  it('a dinner left for an admin: its unseated couple refunded at the reveal, then the dinner cancelled when it was due', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    const una = await matchableCouple(app, ['Una', 'Ultan']);
    await bookAndPay(app, una, dinnerId);
    await db(app).query(`UPDATE dinner_events SET status = 'pending_manual_intervention' WHERE id = $1`, [dinnerId]);
    app.clock.advance(7 * HOUR);
    expect(await app.app.get(RefundUnseatedCouples).execute()).toBe(1);
    app.clock.advance(24 * HOUR);
    expect(await app.app.get(StartDinners).execute()).toEqual({ cancelled: 1, wentAhead: 0, refunded: 0 });
    expect(scheduled(await history(dinnerId)).map((step) => step.summary)).toEqual([
      'Cancelled by the schedule (its couples were not seated when it was due): 0 paid couples told, 0 fees refunded.',
      'Unseated couple refunded by the schedule: Una & Ultan, booking cancelled, fee refunded in full.',
    ]);
    // The step names the couple: it is part of the couple's data export.
    const exported = (await app.http().get('/api/user/data-export').set('Cookie', una.cookie).expect(200)).body.data.dinner_history;
    expect(exported).toEqual([
      expect.objectContaining({ dinner_id: dinnerId, detail: expect.objectContaining({ coupleId: una.coupleId, feeRefunded: true }) }),
    ]);
    // Once the couple is erased, the step stays, under the couple's pseudonym.
    for (const user of una.users) await app.http().delete(`/api/admin/users/${user.id}`).set('Cookie', admin).expect(200);
    expect(await db(app).query(`SELECT count(*)::int AS n FROM dinner_history WHERE detail->>'coupleId' = $1`, [una.coupleId])).toEqual([{ n: 0 }]);
    expect(scheduled(await history(dinnerId)).map((step) => step.summary)).toContain(
      'Unseated couple refunded by the schedule: Unknown couple, booking cancelled, fee refunded in full.',
    );
  });

  it('a step that fails: in the history once while it keeps failing the same way, marked failed, then the step once it works', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    const other = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    const bookings = app.app.get(BookingRepository);
    const expire = bookings.expireHoldsOfDinner.bind(bookings);
    const failing = jest
      .spyOn(bookings, 'expireHoldsOfDinner')
      .mockImplementation((id: string) => (id === dinnerId ? Promise.reject(new Error('could not serialize access')) : expire(id)));
    app.clock.advance(HOUR + MINUTE);
    try {
      for (let tick = 0; tick < 2; tick += 1)
        await expect(app.app.get(CloseBookings).execute()).rejects.toThrow(`dinner ${dinnerId}: could not serialize access`);
    } finally {
      failing.mockRestore();
    }
    const failure = 'Closing bookings failed: could not serialize access. Nothing changed; the schedule tries again at its next run.';
    expect(scheduled(await history(dinnerId))).toEqual([expect.objectContaining({ summary: failure, failed: true })]);
    // The other dinner closed beside it (and, with no paid couple, was cancelled).
    expect(scheduled(await history(other)).map((step) => step.summary)).toContain('Bookings closed by the schedule: no unpaid hold lapsed.');

    await app.app.get(CloseBookings).execute();
    const steps = scheduled(await history(dinnerId));
    expect(steps.filter((step) => step.failed).map((step) => step.summary)).toEqual([failure]);
    expect(steps.map((step) => step.summary)).toContain('Bookings closed by the schedule: no unpaid hold lapsed.');
  });
});
