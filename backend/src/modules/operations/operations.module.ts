import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { JobFailureAlerts } from './application/job-failure-alerts';
import { ScheduledJobs } from './application/scheduled-jobs';
import { AdminJobsController } from './adapters/http/admin-jobs.controller';

/** Running the service: the admin's view of the scheduled jobs and their runs, and the mails when one keeps failing (the jobs themselves belong to their modules). */
@Module({
  imports: [IdentityModule],
  controllers: [AdminJobsController],
  providers: [ScheduledJobs, JobFailureAlerts],
})
export class OperationsModule {}
