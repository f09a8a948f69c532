import { DataSource } from 'typeorm';
import { SettableClock } from '../../src/platform/clock/clock';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { HEARTBEAT_MS, JobRunner, STALE_RUN_MS } from '../../src/platform/jobs/job-runner';
import { until } from '../support/poll';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * Two runners stand for two app instances, each with its own connection pool.
 */
describe('JobRunner', () => {
  let database: TestDatabase;
  let sources: DataSource[];
  const clock = new SettableClock(new Date('2026-12-01T18:00:10Z'));

  beforeAll(async () => {
    database = await createTestDatabase();
    sources = [new DataSource(dataSourceOptions(database.target)), new DataSource(dataSourceOptions(database.target))];
    for (const source of sources) await source.initialize();
  });
  afterAll(async () => {
    for (const source of sources) await source.destroy();
    await database.drop();
  });

  const runners = () => [new JobRunner(sources[0], clock), new JobRunner(sources[1], clock)];

  it('runs a tick once when two runners fire it at the same time', async () => {
    let runs = 0;
    const job = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const [a, b] = runners();
    const outcomes = await Promise.all([a.run('test.concurrent', job), b.run('test.concurrent', job)]);
    expect(runs).toBe(1);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
  });

  it('runs the job again on the next tick', async () => {
    let runs = 0;
    const [a, b] = runners();
    await a.run('test.ticks', async () => void (runs += 1));
    clock.advance(60_000);
    await b.run('test.ticks', async () => void (runs += 1));
    expect(runs).toBe(2);
  });

  it('does not start a run while the previous one is still going', async () => {
    const [a, b] = runners();
    let release!: () => void;
    const longJob = a.run('test.long', () => new Promise<void>((resolve) => (release = resolve)));
    await until(async () => release !== undefined);
    // A manual run (no slot of its own to collide with), one heartbeat of the test clock missed: the run is still going.
    clock.advance(2 * HEARTBEAT_MS);
    expect(await b.run('test.long', async () => undefined, 'manual')).toBe('skipped');
    release();
    expect(await longJob).toBe('ran');
  });

  it('records a failed run and reports it', async () => {
    const [a] = runners();
    clock.advance(60_000);
    expect(await a.run('test.failing', async () => Promise.reject(new Error('boom')))).toBe('failed');
    const [row] = await sources[0].query(`SELECT outcome, error FROM job_runs WHERE job_name = 'test.failing'`);
    expect(row).toEqual({ outcome: 'failed', error: 'boom' });
  });

  it('lets a running job finish at shutdown and starts no new run', async () => {
    const runner = new JobRunner(sources[0], clock);
    clock.advance(60_000);
    let release!: () => void;
    const running = runner.run('test.shutdown', () => new Promise<void>((resolve) => (release = resolve)));
    await until(async () => release !== undefined);
    let stopped = false;
    const stopping = runner.beforeApplicationShutdown().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    expect(await runner.run('test.after-shutdown', async () => undefined)).toBe('skipped');
    release();
    await stopping;
    expect(await running).toBe('ran');
    const [row] = await sources[0].query(`SELECT outcome FROM job_runs WHERE job_name = 'test.shutdown'`);
    expect(row).toEqual({ outcome: 'succeeded' });
  });

  it('frees the job of a killed instance within a minute, not while its run may still be alive', async () => {
    const [a, b] = runners();
    clock.advance(60_000);
    const [{ id }] = await sources[0].query(
      `INSERT INTO job_runs (job_name, slot, started_at, heartbeat_at) VALUES ('test.crashed', $1, $1, $1) RETURNING id`,
      [clock.now()],
    );
    expect(id).toBeDefined();
    // One heartbeat late: the instance may only be slow.
    clock.advance(2 * HEARTBEAT_MS);
    expect(await a.run('test.crashed', async () => undefined)).toBe('skipped');
    // Issue 46: a killed instance held the minute-by-minute jobs for two minutes.
    clock.advance(60_000 - 2 * HEARTBEAT_MS);
    expect(STALE_RUN_MS).toBeLessThan(60_000);
    expect(await b.run('test.crashed', async () => undefined)).toBe('ran');
    const [abandoned] = await sources[0].query(`SELECT outcome FROM job_runs WHERE id = $1`, [id]);
    expect(abandoned).toEqual({ outcome: 'failed' });
  });
});
