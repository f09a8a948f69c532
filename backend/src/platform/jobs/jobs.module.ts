import { DynamicModule, Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { JobRunner } from './job-runner';

/** Provides the JobRunner everywhere; cron triggers are only armed when JOBS_ENABLED is true. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(schedule: boolean): DynamicModule {
    return {
      module: JobsModule,
      imports: schedule ? [ScheduleModule.forRoot()] : [],
      providers: [JobRunner],
      exports: [JobRunner],
    };
  }
}
