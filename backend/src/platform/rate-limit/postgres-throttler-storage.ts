import { Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { changeRows, selectRows, sql } from '../database/sql';

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
    const [row] = await selectRows<{ hits: number; expires_at: Date }>(
      this.dataSource,
      sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES (${key}, 1, ${new Date(now.getTime() + ttl)})
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.expires_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END,
         expires_at = CASE WHEN rate_limits.expires_at <= ${now} THEN EXCLUDED.expires_at ELSE rate_limits.expires_at END
       RETURNING hits, expires_at`,
    );
    const secondsLeft = Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - now.getTime()) / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Housekeeping: counters whose window is over; answers how many went. */
  async deleteExpired(now: Date): Promise<number> {
    const { count: deleted } = await changeRows(this.dataSource, sql`DELETE FROM rate_limits WHERE expires_at <= ${now}`);
    return deleted;
  }
}
