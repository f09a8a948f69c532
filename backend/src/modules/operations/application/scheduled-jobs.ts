import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { CatalogEntry, JobCatalog } from '../../../platform/jobs/job-catalog';
import { JobHistory, JobRunRecord } from '../../../platform/jobs/job-history';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { JobErrors } from '../domain/job-errors';

export interface JobOverview {
  name: string;
  description: string;
  schedule: string;
  lastRun: JobRunRecord | null;
  nextRunAt: Date;
}

/**
 * The admin Jobs panel: every scheduled job with its schedule, last run and next run, and
 * "Run now", which goes through the same JobRunner lock as the schedule and is recorded as
 * a manual run.
 */
@Injectable()
export class ScheduledJobs {
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

  /** Runs the job now and answers it with its run; 409 while a run of it is going on anywhere. */
  async runNow(name: string): Promise<JobOverview> {
    const entry = this.catalog.find(name);
    if (!entry) throw JobErrors.notFound(name);
    const outcome = await this.runner.run(name, () => entry.job.run(), 'manual');
    if (outcome === 'skipped') throw JobErrors.running();
    return this.overview(entry, (await this.history.latestRuns()).get(name) ?? null);
  }

  private overview(entry: CatalogEntry, lastRun: JobRunRecord | null): JobOverview {
    return { name: entry.job.name, description: entry.job.description, schedule: entry.schedule, lastRun, nextRunAt: this.catalog.nextRunAfter(entry, this.clock.now()) };
  }
}
