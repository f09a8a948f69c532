import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobRunner } from '../jobs/job-runner';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

@Injectable()
export class RateLimitCleanupJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly storage: PostgresThrottlerStorage,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'rate-limits.cleanup' })
  run() {
    return this.jobs.run('rate-limits.cleanup', () => this.storage.deleteExpired());
  }
}
