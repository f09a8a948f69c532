import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { changeRows, selectRows, sql } from '../database/sql';
import { Housekeeping } from '../jobs/housekeeping';
import { jobsMessages } from '../jobs/jobs-messages';

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request still running after this long is taken for dead (its process crashed): the key may be used again. */
export const RUNNING_LEASE_MS = 5 * 60 * 1000;

const RUNNING = 'running';
const DONE = 'done';

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'running' } | { kind: 'other_request' };

/**
 * The keys and their answers, in PostgreSQL so every instance sees them. Written outside the
 * request's own unit of work: the claim must be visible to a concurrent retry at once, and
 * the answer is stored once the request's work has committed.
 */
@Injectable()
export class IdempotencyStore implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ label: 'jobs.summary.expiredIdempotencyKeys', messages: jobsMessages, purge: (now) => this.deleteExpired(now) });
  }

  /** Claims the key for this request, or says what it answered before, that it runs, or that it was another request. */
  async claim(caller: string, key: string, requestHash: string): Promise<Claim> {
    const now = this.clock.now();
    const staleRunning = new Date(now.getTime() - RUNNING_LEASE_MS);
    const claimed = await selectRows<{ caller: string }>(
      this.dataSource,
      sql`INSERT INTO idempotency_keys (caller, key, request_hash, status, created_at, expires_at)
        VALUES (${caller}, ${key}, ${requestHash}, ${RUNNING}, ${now}, ${new Date(now.getTime() + IDEMPOTENCY_TTL_MS)})
        ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status, response_status = NULL,
          response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= ${now} OR (idempotency_keys.status = ${RUNNING} AND idempotency_keys.created_at <= ${staleRunning})
        RETURNING caller`,
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [held] = await selectRows<{ request_hash: string; status: string; response_status: number | null; response_body: unknown }>(
      this.dataSource,
      sql`SELECT request_hash, status, response_status, response_body FROM idempotency_keys WHERE caller = ${caller} AND key = ${key}`,
    );
    // Released between the two statements: the caller may simply try again.
    if (!held) return { kind: 'running' };
    if (held.request_hash !== requestHash) return { kind: 'other_request' };
    if (held.status !== DONE) return { kind: 'running' };
    return { kind: 'replay', status: held.response_status ?? 200, body: held.response_body };
  }

  async complete(caller: string, key: string, status: number, body: unknown): Promise<void> {
    await changeRows(
      this.dataSource,
      sql`UPDATE idempotency_keys SET status = ${DONE}, response_status = ${status}, response_body = ${JSON.stringify(body ?? null)}::jsonb
        WHERE caller = ${caller} AND key = ${key}`,
    );
  }

  /** A refused or failed request keeps nothing: the same key may be sent again. */
  async release(caller: string, key: string): Promise<void> {
    await changeRows(this.dataSource, sql`DELETE FROM idempotency_keys WHERE caller = ${caller} AND key = ${key} AND status = ${RUNNING}`);
  }

  private async deleteExpired(now: Date): Promise<number> {
    return (await changeRows(this.dataSource, sql`DELETE FROM idempotency_keys WHERE expires_at <= ${now}`)).count;
  }
}
