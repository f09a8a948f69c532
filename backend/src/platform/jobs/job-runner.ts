import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';

export type JobOutcome = 'ran' | 'skipped' | 'failed';

/**
 * Runs older than this without finishing are treated as crashed (a killed process) and no
 * longer block new runs. Every job here finishes in seconds; a minute-job must not stay
 * blocked for long after a crash.
 */
export const STALE_RUN_MS = 10 * 60 * 1000;

/**
 * Runs scheduled jobs so that each tick runs once across all instances.
 *
 * A run is claimed in a short transaction holding a PostgreSQL advisory lock on the job
 * name: inside it, the tick's slot is inserted into `job_runs` (unique per job and slot)
 * unless another instance already claimed it or a previous run is still going. The job
 * itself runs after the claim commits, so it can use the database freely (the embedded
 * database has a single connection).
 */
@Injectable()
export class JobRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly inFlight = new Set<Promise<JobOutcome>>();
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  run(jobName: string, job: () => Promise<void>): Promise<JobOutcome> {
    if (this.stopping) return Promise.resolve('skipped');
    const run = this.claimAndRun(jobName, job);
    this.inFlight.add(run);
    const forget = () => void this.inFlight.delete(run);
    run.then(forget, forget); // the caller handles the rejection; this branch must not raise another
    return run;
  }

  /**
   * Lets running jobs finish while the database is still open (it closes in the next
   * shutdown phase). A run cut off there would stay 'running' in job_runs and block its
   * job on every instance until it counts as stale.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private async claimAndRun(jobName: string, job: () => Promise<void>): Promise<JobOutcome> {
    const slot = new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000);
    const runId = await this.claim(jobName, slot);
    if (!runId) return 'skipped';
    try {
      await job();
      await this.finish(runId, 'succeeded', null);
      return 'ran';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ msg: 'job failed', job: jobName, error: message }, error instanceof Error ? error.stack : undefined);
      await this.finish(runId, 'failed', message);
      return 'failed';
    }
  }

  private claim(jobName: string, slot: Date): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [jobName]);
      if (!locked) return null;
      const staleBefore = new Date(this.clock.now().getTime() - STALE_RUN_MS);
      const running = await manager.query(
        `SELECT 1 FROM job_runs WHERE job_name = $1 AND outcome = 'running' AND started_at > $2 LIMIT 1`,
        [jobName, staleBefore],
      );
      if (running.length > 0) return null;
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO job_runs (job_name, slot, started_at) VALUES ($1, $2, $3)
         ON CONFLICT ON CONSTRAINT uq_job_runs_job_slot DO NOTHING RETURNING id`,
        [jobName, slot, this.clock.now()],
      );
      return inserted[0]?.id ?? null;
    });
  }

  private async finish(runId: string, outcome: 'succeeded' | 'failed', error: string | null): Promise<void> {
    await this.dataSource.query('UPDATE job_runs SET finished_at = $2, outcome = $3, error = $4 WHERE id = $1', [runId, this.clock.now(), outcome, error]);
  }
}
