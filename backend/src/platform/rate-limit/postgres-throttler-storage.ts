import { Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across all instances and restarts.
 * One upsert per request: a window that has ended starts again at 1.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.now();
    const [row]: { hits: number; expires_at: Date }[] = await this.dataSource.query(
      `INSERT INTO rate_limits (key, hits, expires_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.expires_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
         expires_at = CASE WHEN rate_limits.expires_at <= $2 THEN EXCLUDED.expires_at ELSE rate_limits.expires_at END
       RETURNING hits, expires_at`,
      [key, now, new Date(now.getTime() + ttl)],
    );
    const secondsLeft = Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - now.getTime()) / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Housekeeping: counters whose window is over; answers how many went. */
  async deleteExpired(now: Date): Promise<number> {
    const [, deleted]: [unknown, number] = await this.dataSource.query('DELETE FROM rate_limits WHERE expires_at <= $1', [now]);
    return deleted;
  }
}
