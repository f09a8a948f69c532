import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { JobCatalog } from './job-catalog';
import { JobRunner } from './job-runner';

/**
 * Arms every registered job on its cron schedule (JOBS_ENABLED only). Each tick goes
 * through the JobRunner, so instances that all run the scheduler still run a tick once.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobScheduler.name);

  constructor(
    private readonly catalog: JobCatalog,
    private readonly runner: JobRunner,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    for (const { job, schedule } of this.catalog.list()) {
      const tick = async (): Promise<void> => {
        try {
          await this.runner.run(job.name, () => job.run());
        } catch (error) {
          // The claim itself failed (database down): the next tick tries again.
          this.logger.error({ msg: 'job tick failed', job: job.name, error: error instanceof Error ? error.message : String(error) });
        }
      };
      // The registry stops its cron jobs when the application shuts down.
      this.registry.addCronJob(job.name, CronJob.from({ cronTime: schedule, onTick: tick, start: true, timeZone: 'UTC' }));
    }
  }
}
