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
  /**
   * Per cron expression, the parsed schedule and the last next run it gave: the Jobs panel asks
   * on every request, and `getNextDateFrom` (cron with luxon) costs about a millisecond.
   */
  private readonly nextRuns = new Map<string, { cronTime: CronTime; from: number; next: number }>();

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
    const known = this.nextRuns.get(entry.schedule);
    // The schedule does not fire between `from` and its next run: any instant in between has the same next run.
    if (known && known.from <= after.getTime() && after.getTime() < known.next) return new Date(known.next);
    const cronTime = known?.cronTime ?? new CronTime(entry.schedule, 'UTC');
    const next = cronTime.getNextDateFrom(after).toMillis();
    this.nextRuns.set(entry.schedule, { cronTime, from: after.getTime(), next });
    return new Date(next);
  }

  /** A JOB_SCHEDULES override naming no job is a typo that would silently do nothing: refuse it. */
  assertOverridesKnown(): void {
    for (const name of Object.keys(this.config.get('jobSchedules'))) {
      if (!this.jobs.has(name))
        throw new EnvValidationError('JOB_SCHEDULES', `names an unknown job "${name}" (known: ${[...this.jobs.keys()].sort().join(', ')})`);
    }
  }

  private entry(job: ScheduledJob): CatalogEntry {
    return { job, schedule: this.config.get('jobSchedules')[job.name] ?? job.schedule };
  }
}
