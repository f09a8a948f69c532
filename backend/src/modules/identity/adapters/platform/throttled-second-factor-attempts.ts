import { Injectable } from '@nestjs/common';
import { PostgresThrottlerStorage } from '../../../../platform/rate-limit/postgres-throttler-storage';
import { SecondFactorAttempts } from '../../application/second-factor-attempts';

/** Ten code attempts per admin in fifteen minutes, counted in PostgreSQL (every instance shares them). */
export const SECOND_FACTOR_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

@Injectable()
export class ThrottledSecondFactorAttempts extends SecondFactorAttempts {
  constructor(private readonly counters: PostgresThrottlerStorage) {
    super();
  }

  async allow(userId: string): Promise<boolean> {
    const count = await this.counters.increment(`admin-second-factor:${userId}`, SECOND_FACTOR_ATTEMPTS.windowMs, SECOND_FACTOR_ATTEMPTS.limit);
    return !count.isBlocked;
  }
}
