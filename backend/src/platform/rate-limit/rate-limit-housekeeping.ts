import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../jobs/housekeeping';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

@Injectable()
export class RateLimitHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly storage: PostgresThrottlerStorage,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ label: 'expired rate-limit counters', purge: (now) => this.storage.deleteExpired(now) });
  }
}
