import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../jobs/housekeeping';
import { jobsMessages } from '../jobs/jobs-messages';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

@Injectable()
export class RateLimitHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly storage: PostgresThrottlerStorage,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ label: 'jobs.summary.expiredRateLimitCounters', messages: jobsMessages, purge: (now) => this.storage.deleteExpired(now) });
  }
}
