import { DynamicModule, Global, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { JobCatalog } from './job-catalog';
import { Housekeeping } from './housekeeping';
import { JobHistory } from './job-history';
import { JobRunner } from './job-runner';
import { JobScheduler } from './job-scheduler';

/**
 * Provides the JobRunner and the JobCatalog everywhere; the scheduler arms the catalog's
 * cron triggers only when JOBS_ENABLED is true. Modules register their jobs on init.
 */
@Global()
@Module({})
export class JobsModule implements OnApplicationBootstrap {
  constructor(private readonly catalog: JobCatalog) {}

  static forRoot(schedule: boolean): DynamicModule {
    return {
      module: JobsModule,
      imports: schedule ? [ScheduleModule.forRoot()] : [],
      providers: [JobRunner, JobCatalog, JobHistory, Housekeeping, ...(schedule ? [JobScheduler] : [])],
      exports: [JobRunner, JobCatalog, JobHistory, Housekeeping],
    };
  }

  onApplicationBootstrap(): void {
    this.catalog.assertOverridesKnown();
  }
}
