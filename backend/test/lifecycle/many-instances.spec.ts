import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { STALE_RUN_MS } from '../../src/platform/jobs/job-runner';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, outbox, seedVenuesAndAdmin } from './lifecycle-fixtures';
import { tick } from './run-job';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const LIFECYCLE_JOBS = ['dinners.close-bookings', 'dinners.match-and-assign', 'dinners.notifications', 'dinners.complete'];
/** Every second: the instances' real schedulers race for each slot of the settable clocks. */
const EVERY_SECOND = LIFECYCLE_JOBS.map((job) => `${job}=* * * * * *`).join(';');
const NAMES: [string, string][] = [
  ['Aoife', 'Cian'],
  ['Niamh', 'Darragh'],
  ['Saoirse', 'Oisin'],
  ['Ciara', 'Conor'],
  ['Roisin', 'Eoin'],
  ['Orla', 'Fionn'],
];

/** Polls until the condition holds; the test's own time limit ends a wait that never does, naming the test. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function bookedDinner(app: TestApp, eventInHours: number, deadlineInHours: number): Promise<{ dinnerId: string; couples: TestCouple[] }> {
  const couples: TestCouple[] = [];
  for (const names of NAMES) couples.push(await matchableCouple(app, names));
  const dinnerId = await createDinner(app, { eventInHours, deadlineInHours });
  for (const couple of couples) await bookAndPay(app, couple, dinnerId);
  return { dinnerId, couples };
}

describe('three instances with jobs enabled on one PostgreSQL', () => {
  let apps: TestApp[];

  beforeAll(async () => {
    const env = { JOBS_ENABLED: 'true', JOB_SCHEDULES: EVERY_SECOND };
    const first = await createTestApp({ env, now: new Date('2026-12-01T19:30:00Z') });
    apps = [
      first,
      await createTestApp({ env, database: first.database, now: first.clock.now() }),
      await createTestApp({ env, database: first.database, now: first.clock.now() }),
    ];
    await seedVenuesAndAdmin(first);
  }, 180_000);
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await apps[0].close();
  }, 180_000);

  /** Moves every instance's clock, then waits until each lifecycle job has run that minute. */
  async function liveAt(at: Date): Promise<void> {
    for (const app of apps) app.clock.set(at);
    const slot = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
    await until(async () => {
      const [{ done }] = await db(apps[0]).query(`SELECT count(*)::int AS done FROM job_runs WHERE slot = $1 AND job_name = ANY($2) AND outcome <> 'running'`, [
        slot,
        LIFECYCLE_JOBS,
      ]);
      return done === LIFECYCLE_JOBS.length;
    });
  }

  it('closes, matches, reveals and completes the dinner exactly once, and sends each mail once', async () => {
    const start = apps[0].clock.now().getTime();
    const { dinnerId, couples } = await bookedDinner(apps[0], 96, 48);
    for (const hours of [48, 72, 84, 99]) {
      await liveAt(new Date(start + hours * HOUR));
      await liveAt(new Date(start + hours * HOUR + MINUTE));
    }

    expect((await db(apps[0]).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status).toBe('completed');
    expect(await db(apps[0]).query('SELECT trigger, status FROM matching_runs WHERE dinner_id = $1', [dinnerId])).toEqual([
      { trigger: 'schedule', status: 'succeeded' },
    ]);
    const summaries = (await db(apps[0]).query('SELECT summary FROM job_runs WHERE summary IS NOT NULL')).map((row: { summary: string }) => row.summary);
    for (const once of [
      'closed 1 dinner',
      'matched 1 dinner, assigned restaurants for 1',
      'revealed to 6 bookings',
      'teased 6 bookings',
      'completed 1 dinner, 6 bookings attended, asked 6 couples for a review',
    ]) {
      expect(summaries.filter((summary: string) => summary === once)).toHaveLength(1);
    }
    const mails = await outbox(apps[0]);
    const sent = mails.map((mail) => `${mail.recipient} ${mail.subject}`);
    expect(new Set(sent).size).toBe(sent.length);
    for (const user of couples.flatMap((couple) => couple.users)) {
      expect(mails.filter((mail) => mail.recipient === user.email).map((mail) => mail.subject)).toEqual([
        'Your surprise dinner is booked',
        'Your surprise dinner is revealed',
        'Your surprise dinner is almost here',
        'How was your surprise dinner?',
      ]);
    }
  }, 300_000);
});

describe('an instance killed in the middle of a job', () => {
  let app: TestApp;
  let doomed: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    doomed = await createTestApp({ database: app.database, now: app.clock.now() });
    await seedVenuesAndAdmin(app);
  }, 180_000);
  afterAll(async () => {
    await doomed.close().catch(() => undefined); // its pool is gone already
    await app.close();
  }, 180_000);

  /**
   * What PostgreSQL sees of a killed process: its connections drop. The instance's pool is
   * shut first, so it cannot record anything afterwards either (no failed run, no heartbeat).
   */
  async function kill(instance: TestApp, waitingPids: number[]): Promise<void> {
    const pool = (instance.app.get(DataSource).driver as PostgresDriver).master as { end(): Promise<void> };
    const ended = pool.end();
    for (const pid of waitingPids) await db(app).query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;
  }

  it('leaves nothing half-done: the next tick on another instance matches the dinner, once', async () => {
    const { dinnerId, couples } = await bookedDinner(app, 72, 24);
    app.clock.advance(24 * HOUR);
    doomed.clock.set(app.clock.now());
    await db(app).query(`UPDATE dinner_events SET status = 'booking_closed' WHERE id = $1`, [dinnerId]);

    // Hold the dinner row: the doomed instance's matching run stops at its lock, mid-transaction.
    const blocker = new Client({ connectionString: app.database.target.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM dinner_events WHERE id = $1 FOR UPDATE', [dinnerId]);
      const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      let settled = false;
      const interruptedTick = tick(doomed, 'dinners.match-and-assign')
        .catch((error: Error) => error)
        .finally(() => (settled = true));
      let waitingPids: number[] = [];
      // Every backend the held row blocks; a tick that ends without waiting fails here, with its outcome, instead of waiting for ever.
      await until(async () => {
        // pg_locks, not pg_stat_activity: inside this transaction pg_stat_activity keeps the snapshot of its first read.
        const waiting = await blocker.query<{ pid: number }>('SELECT DISTINCT pid FROM pg_locks WHERE NOT granted AND $1 = ANY(pg_blocking_pids(pid))', [
          blockerPid,
        ]);
        waitingPids = waiting.rows.map((row) => row.pid);
        return waitingPids.length > 0 || settled;
      });
      if (waitingPids.length === 0) throw new Error(`The doomed tick ended without waiting for the dinner's lock: ${String(await interruptedTick)}`);
      await kill(doomed, waitingPids);
      expect(await interruptedTick).toBeInstanceOf(Error);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }

    expect(await db(app).query(`SELECT outcome FROM job_runs WHERE job_name = 'dinners.match-and-assign'`)).toEqual([{ outcome: 'running' }]);
    expect(await db(app).query('SELECT count(*)::int AS n FROM matching_runs WHERE dinner_id = $1', [dinnerId])).toEqual([{ n: 0 }]);
    expect(await db(app).query('SELECT count(*)::int AS n FROM dinner_groups WHERE dinner_id = $1', [dinnerId])).toEqual([{ n: 0 }]);
    expect((await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status).toBe('booking_closed');

    // Its heartbeat goes stale within a minute (issue 46), so the next minute's tick takes over
    // (a fresh heartbeat blocking the job: test/platform/job-runner.spec.ts).
    expect(STALE_RUN_MS).toBeLessThan(MINUTE);
    app.clock.advance(MINUTE);
    expect(await tick(app, 'dinners.match-and-assign')).toBe('ran');
    const runs = await db(app).query(`SELECT outcome, error FROM job_runs WHERE job_name = 'dinners.match-and-assign' ORDER BY started_at`);
    expect(runs).toEqual([
      { outcome: 'failed', error: 'Abandoned: its instance stopped in the middle of the run.' },
      { outcome: 'succeeded', error: null },
    ]);
    expect((await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status).toBe('restaurant_assigned');
    expect(await db(app).query('SELECT trigger, status FROM matching_runs WHERE dinner_id = $1', [dinnerId])).toEqual([
      { trigger: 'schedule', status: 'succeeded' },
    ]);
    const seated = (await db(app).query('SELECT couple_id FROM dinner_group_participants WHERE dinner_id = $1', [dinnerId])).map(
      (row: { couple_id: string }) => row.couple_id,
    );
    expect(seated.sort()).toEqual(couples.map((couple) => couple.coupleId).sort());
  }, 120_000);
});
