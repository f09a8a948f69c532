import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { CatalogEntry, JobCatalog } from '../../../platform/jobs/job-catalog';
import { JobHistory, JobRunRecord } from '../../../platform/jobs/job-history';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import { JobErrors } from '../domain/job-errors';
import type { Language } from '../../../kernel/languages';

/** The runs the Jobs panel shows per job: about an hour of a job that runs every minute. */
export const RUNS_SHOWN = 50;

/** A run as the Jobs panel shows it. */
export interface JobRun extends Omit<JobRunRecord, 'summary' | 'parts'> {
  /**
   * What the run changed, in the reader's language: worded from its recorded parts, or, for a
   * run recorded before parts were kept (or one with a part its job no longer words), the English text it was recorded with.
   */
  summary(language: Language): string | null;
}

export interface JobOverview {
  name: string;
  /** The job's line for the Jobs panel, in the reader's language. */
  describe(language: Language): string;
  schedule: string;
  lastRun: JobRun | null;
  nextRunAt: Date;
}

/**
 * The admin Jobs panel: every scheduled job with its schedule, last run and next run, and
 * "Run now", which goes through the same JobRunner lock as the schedule and is recorded as
 * a manual run.
 */
@Injectable()
export class ScheduledJobs {
  /** Manual runs going on in this instance: a second "Run now" of the same job (a double click) joins the first and answers like it. */
  private readonly manualRuns = new Map<string, Promise<JobOverview>>();

  constructor(
    private readonly catalog: JobCatalog,
    private readonly history: JobHistory,
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Whether this instance arms the schedule (JOBS_ENABLED); "Run now" works either way. */
  get schedulerEnabled(): boolean {
    return this.config.get('jobsEnabled');
  }

  async list(): Promise<JobOverview[]> {
    const latest = await this.history.latestRuns();
    return this.catalog.list().map((entry) => this.overview(entry, latest.get(entry.job.name) ?? null));
  }

  /** The job's latest runs (at most RUNS_SHOWN), newest first; JOBS.NOT_FOUND for an unknown job. */
  async runs(name: string): Promise<JobRun[]> {
    const entry = this.catalog.find(name);
    if (!entry) throw JobErrors.notFound(name);
    return (await this.history.recentRuns(name, RUNS_SHOWN)).map((run) => runOf(entry.job, run));
  }

  /** Runs the job now and answers it with its run; joins this instance's own manual run of it; 409 while another run of it is going on. */
  runNow(name: string): Promise<JobOverview> {
    const going = this.manualRuns.get(name);
    if (going) return going;
    const run = this.runOnce(name);
    this.manualRuns.set(name, run);
    const forget = () => void this.manualRuns.delete(name);
    run.then(forget, forget); // the caller handles the rejection; this branch must not raise another
    return run;
  }

  private async runOnce(name: string): Promise<JobOverview> {
    const entry = this.catalog.find(name);
    if (!entry) throw JobErrors.notFound(name);
    const outcome = await this.runner.run(name, () => entry.job.run(), 'manual');
    if (outcome === 'skipped') throw JobErrors.running();
    return this.overview(entry, (await this.history.latestRuns()).get(name) ?? null);
  }

  private overview(entry: CatalogEntry, lastRun: JobRunRecord | null): JobOverview {
    return {
      name: entry.job.name,
      describe: (language) => entry.job.describe(language),
      schedule: entry.schedule,
      lastRun: lastRun && runOf(entry.job, lastRun),
      nextRunAt: this.catalog.nextRunAfter(entry, this.clock.now()),
    };
  }
}

/** The run as the panel shows it, its summary worded by its job (which knows its module's catalogue). */
function runOf(job: ScheduledJob, { summary, parts, ...run }: JobRunRecord): JobRun {
  return { ...run, summary: (language) => (parts && job.summarize(parts, language)) ?? summary };
}
