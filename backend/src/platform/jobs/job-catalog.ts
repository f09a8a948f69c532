import { Injectable } from '@nestjs/common';
import { CronTime } from 'cron';
import { AppConfig } from '../config/app-config';
import { EnvValidationError } from '../config/env-schema';
import { ScheduledJob } from './scheduled-job';

export interface CatalogEntry {
  job: ScheduledJob;
  /** The cron expression in force: the job's default or its JOB_SCHEDULES override. */
  schedule: string;
}

/**
 * Every scheduled job of the app. Modules register theirs when they start; the scheduler
 * arms them and the admin Jobs panel lists them.
 */
@Injectable()
export class JobCatalog {
  private readonly jobs = new Map<string, ScheduledJob>();

  constructor(private readonly config: AppConfig) {}

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  find(name: string): CatalogEntry | null {
    const job = this.jobs.get(name);
    return job ? this.entry(job) : null;
  }

  list(): CatalogEntry[] {
    return [...this.jobs.values()].sort((a, b) => a.name.localeCompare(b.name)).map((job) => this.entry(job));
  }

  /** When the schedule next fires after `after` (UTC, as the scheduler arms it). */
  nextRunAfter(entry: CatalogEntry, after: Date): Date {
    return new CronTime(entry.schedule, 'UTC').getNextDateFrom(after).toJSDate();
  }

  /** A JOB_SCHEDULES override naming no job is a typo that would silently do nothing: refuse it. */
  assertOverridesKnown(): void {
    for (const name of Object.keys(this.config.get('jobSchedules'))) {
      if (!this.jobs.has(name)) throw new EnvValidationError('JOB_SCHEDULES', `names an unknown job "${name}" (known: ${[...this.jobs.keys()].sort().join(', ')})`);
    }
  }

  private entry(job: ScheduledJob): CatalogEntry {
    return { job, schedule: this.config.get('jobSchedules')[job.name] ?? job.schedule };
  }
}
