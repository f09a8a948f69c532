import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { JobCatalog } from './job-catalog';
import { jobsMessages } from './jobs-messages';

/** One kind of row that outlives its use, deleted by the module that owns it. */
export interface HousekeepingTask {
  /** What is deleted, plural, for the run summary: 'expired sessions'. */
  readonly label: string;
  /** Deletes what is past its retention at `now`; answers how many rows went. */
  purge(now: Date): Promise<number>;
}

/**
 * The `platform.housekeeping` job: every module registers the rows it keeps only for a
 * while (expired sessions and tokens, old rate-limit counters, delivered mails, abandoned
 * sign-ups, waitlist entries past the privacy policy's retention), and one hourly run
 * deletes them. Deleting what is past its date is idempotent by nature.
 */
@Injectable()
export class Housekeeping implements OnModuleInit {
  private readonly tasks: HousekeepingTask[] = [];

  constructor(
    private readonly catalog: JobCatalog,
    private readonly clock: Clock,
  ) {}

  register(task: HousekeepingTask): void {
    this.tasks.push(task);
  }

  onModuleInit(): void {
    this.catalog.register({
      name: 'platform.housekeeping',
      describe: (language) => jobsMessages.in(language)('jobs.housekeeping'),
      schedule: '17 * * * *',
      run: () => this.run(),
    });
  }

  async run(): Promise<string> {
    const now = this.clock.now();
    const deleted: string[] = [];
    for (const task of this.tasks) {
      const count = await task.purge(now);
      if (count > 0) deleted.push(`${count} ${task.label}`);
    }
    return deleted.length > 0 ? `deleted ${deleted.join(', ')}` : '';
  }
}
