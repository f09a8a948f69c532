import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { changeRows, selectRows, sql } from '../database/sql';
import { RunSummary, SummaryPart } from './job-summary';

export type JobOutcome = 'ran' | 'skipped' | 'failed';
/** A job_runs row's outcome: 'running' until the run finishes. */
type JobRunOutcome = 'running' | 'succeeded' | 'failed';
export type JobTrigger = 'schedule' | 'manual';
/** A job's work; what it answers (what it changed: its parts and their English words) is recorded with the run. */
export type JobWork = () => Promise<RunSummary | void>;

/** A running job's instance touches its run this often, so that a crash shows within a minute. */
export const HEARTBEAT_MS = 15 * 1000;
/**
 * A run whose heartbeat is older than this was cut off (a killed process): it no longer
 * blocks its job, and the next tick does the work again. Every step of a job is its own
 * transaction and idempotent, so redoing an interrupted run finishes it without doubling
 * anything. Three heartbeats missed: a killed instance frees its minute-by-minute jobs
 * within 45 seconds, so the next tick runs them (two minutes skipped runs, issue 46).
 */
export const STALE_RUN_MS = 3 * HEARTBEAT_MS;

/** Told after each finished run (the failure alerts); a listener's own failure is logged, never the job's. */
export type JobRunListener = (jobName: string) => Promise<void>;

/**
 * Runs scheduled jobs so that each tick runs once across all instances.
 *
 * A run is claimed in a short transaction holding a PostgreSQL advisory lock on the job
 * name: inside it, the tick's slot is inserted into `job_runs` (unique per job and slot)
 * unless another instance already claimed it or a previous run is still going. The job
 * itself runs after the claim commits, so it can use the database freely (the embedded
 * database has a single connection). A manual run ("Run now") takes the same lock and the
 * same "nothing else running" check, without a slot.
 */
@Injectable()
export class JobRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly inFlight = new Set<Promise<JobOutcome>>();
  private readonly listeners: JobRunListener[] = [];
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Registered on init by a module that acts on runs; platform code knows nothing of what it does. */
  onRunFinished(listener: JobRunListener): void {
    this.listeners.push(listener);
  }

  run(jobName: string, job: JobWork, trigger: JobTrigger = 'schedule'): Promise<JobOutcome> {
    if (this.stopping) return Promise.resolve('skipped');
    const run = this.claimAndRun(jobName, job, trigger);
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

  private async claimAndRun(jobName: string, job: JobWork, trigger: JobTrigger): Promise<JobOutcome> {
    const slot = trigger === 'schedule' ? new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000) : null;
    const runId = await this.claim(jobName, slot, trigger);
    if (!runId) return 'skipped';
    const heartbeat = setInterval(() => void this.beat(runId), HEARTBEAT_MS);
    heartbeat.unref();
    let outcome: JobOutcome;
    const startedAt = this.clock.now().getTime();
    try {
      const answer = await job();
      const summary = answer?.text || null;
      await this.finish(runId, 'succeeded', null, summary, answer?.parts.length ? answer.parts : null);
      // A run that changed something is an operator's business; the every-minute "nothing to do" is not.
      const finished = { msg: 'job finished', job: jobName, trigger, summary, durationMs: this.clock.now().getTime() - startedAt };
      if (summary) this.logger.log(finished);
      else this.logger.debug(finished);
      outcome = 'ran';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ msg: 'job failed', job: jobName, error: message }, error instanceof Error ? error.stack : undefined);
      await this.finish(runId, 'failed', message, null, null);
      outcome = 'failed';
    } finally {
      clearInterval(heartbeat);
    }
    await this.tellListeners(jobName);
    return outcome;
  }

  private async tellListeners(jobName: string): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(jobName);
      } catch (error) {
        this.logger.error({ msg: 'job run listener failed', job: jobName, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  private async beat(runId: string): Promise<void> {
    try {
      await changeRows(this.dataSource, sql`UPDATE job_runs SET heartbeat_at = ${this.clock.now()} WHERE id = ${runId}`);
    } catch (error) {
      this.logger.warn({ msg: 'job heartbeat failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  private claim(jobName: string, slot: Date | null, trigger: JobTrigger): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await selectRows<{ locked: boolean }>(manager, sql`SELECT pg_try_advisory_xact_lock(hashtext(${jobName})) AS locked`);
      if (!locked) return null;
      const now = this.clock.now();
      const staleBefore = new Date(now.getTime() - STALE_RUN_MS);
      const running = await selectRows(
        manager,
        sql`SELECT 1 FROM job_runs WHERE job_name = ${jobName} AND outcome = ${'running' satisfies JobRunOutcome} AND heartbeat_at > ${staleBefore} LIMIT 1`,
      );
      if (running.length > 0) return null;
      await changeRows(
        manager,
        sql`UPDATE job_runs SET outcome = ${'failed' satisfies JobRunOutcome}, finished_at = ${now}, error = ${'Abandoned: its instance stopped in the middle of the run.'} WHERE job_name = ${jobName} AND outcome = ${'running' satisfies JobRunOutcome} AND heartbeat_at <= ${staleBefore}`,
      );
      const inserted = await selectRows<{ id: string }>(
        manager,
        sql`INSERT INTO job_runs (job_name, slot, started_at, heartbeat_at, trigger) VALUES (${jobName}, ${slot}, ${now}, ${now}, ${trigger})
         ON CONFLICT ON CONSTRAINT uq_job_runs_job_slot DO NOTHING RETURNING id`,
      );
      return inserted[0]?.id ?? null;
    });
  }

  private async finish(
    runId: string,
    outcome: Exclude<JobRunOutcome, 'running'>,
    error: string | null,
    summary: string | null,
    parts: readonly SummaryPart[] | null,
  ): Promise<void> {
    await changeRows(
      this.dataSource,
      sql`UPDATE job_runs SET finished_at = ${this.clock.now()}, outcome = ${outcome}, error = ${error}, summary = ${summary},
       summary_parts = ${parts && JSON.stringify(parts)}::jsonb WHERE id = ${runId}`,
    );
  }
}
