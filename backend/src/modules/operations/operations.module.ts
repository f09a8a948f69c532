import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ScheduledJobs } from './application/scheduled-jobs';
import { AdminJobsController } from './adapters/http/admin-jobs.controller';

/** Running the service: the admin's view of the scheduled jobs (the jobs themselves belong to their modules). */
@Module({
  imports: [IdentityModule],
  controllers: [AdminJobsController],
  providers: [ScheduledJobs],
})
export class OperationsModule {}
