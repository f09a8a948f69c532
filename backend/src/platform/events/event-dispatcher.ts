import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Clock } from '../clock/clock';
import { sql } from '../database/sql';
import { TransactionalDb } from '../database/transactional-db';
import { UnitOfWork } from '../database/unit-of-work';
import type { RecordedEvent } from './event-log';
import { EventSubscriptionOrmEntity } from './event-subscription.orm-entity';
import { EventSubscriber, EventSubscribers } from './event-subscribers';

const batchSizeOf = (subscriber: EventSubscriber) => ('handleBatch' in subscriber ? subscriber.batchSize : 1);

/** The first retry waits this long, each next one twice as long, up to `MAX_BACKOFF_MS`. */
export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface DispatchReport {
  handled: number;
  /** The subscribers that failed on an event in this pass, with the error; each retries after its backoff. */
  failures: { subscriber: string; error: string }[];
}

/** How many events a transaction handled, or why it handled none. */
type Step = { handled: number } | 'idle' | 'waiting' | { failed: string };

interface EventRow {
  position: string;
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  sequence: number;
  payload: unknown;
  actor_type: RecordedEvent['actor']['type'];
  actor_id: string | null;
  occurred_at: Date;
}

const toEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  position: Number(row.position),
  type: row.type,
  aggregateType: row.aggregate_type,
  aggregateId: row.aggregate_id,
  sequence: row.sequence,
  payload: row.payload,
  actor: { type: row.actor_type, id: row.actor_id },
  occurredAt: row.occurred_at,
});

/**
 * Hands the event log to its subscribers (docs/architecture.md, "The event log"). Each
 * event (each batch, for a subscriber that takes batches) is one transaction per subscriber:
 * the subscriber's cursor row is locked (`FOR UPDATE`, so two runners, on one instance or
 * several, take turns), the next events of its types after the cursor are read, the
 * subscriber's consequence is written, the events are recorded as handled and the cursor
 * moves, all committed together. A crash before the
 * commit leaves nothing of it, and the event is handled again; after the commit the cursor
 * has moved, so it is never handled twice (and `event_handled` passes over an event a
 * subscriber already handled, should its cursor ever be moved back). A failure rolls the consequence back and holds
 * that subscriber (only that one) at the event, retried with a doubling backoff: the log is
 * read in order, and a consequence is a promise that is not skipped.
 */
@Injectable()
export class EventDispatcher implements OnApplicationBootstrap {
  private readonly logger = new Logger(EventDispatcher.name);
  /** Set inside a pass, so that the events a subscriber appends are taken by the pass itself. */
  private readonly insidePass = new AsyncLocalStorage<true>();
  private pass: Promise<void> | null = null;
  /** The subscribers whose cursor row this process has made sure of: a subscriber registered late (a test's) gets its own at its first pass. */
  private readonly cursors = new Set<string>();
  /** Events were committed since the pass began: it goes round once more. */
  private again = false;
  private appended = false;

  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly db: TransactionalDb,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Every subscriber starts at the end of the log as it is when it first runs: a new consequence is not applied to the past. */
  async onApplicationBootstrap(): Promise<void> {
    for (const subscriber of this.subscribers.all()) await this.ensureCursor(subscriber.name);
  }

  /** The event log committed events in this process. */
  markAppended(): void {
    this.appended = true;
  }

  /**
   * After a commit that appended events: a pass over every subscriber, awaited, so the
   * consequences have happened when the request answers. A pass already running takes the
   * new events too (it goes round once more, also after another subscriber failed); failures
   * wait for their retry.
   */
  nudge(): Promise<void> {
    if (!this.appended) return Promise.resolve();
    this.again = true;
    // A subscriber's own events: the running pass goes round again; waiting for it here would wait for itself.
    if (this.insidePass.getStore()) return Promise.resolve();
    this.pass ??= this.dispatch()
      .then((report) => {
        for (const failure of report.failures) this.logger.warn({ msg: 'event subscriber failed', ...failure });
      })
      .catch((error: unknown) => this.logger.error({ msg: 'event dispatch failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (this.pass = null));
    return this.pass;
  }

  /** Each subscriber handles every event it can now, in order; again while events come in meanwhile. */
  dispatch(): Promise<DispatchReport> {
    return this.insidePass.run(true, async () => {
      const report: DispatchReport = { handled: 0, failures: [] };
      do {
        this.again = false;
        this.appended = false;
        const subscribers = this.subscribers.all();
        for (const subscriber of subscribers) await this.ensureCursor(subscriber.name);
        // Read once for the round: a subscriber with nothing new opens no transaction. Events committed after this read
        // set `again` (nudge), or are the next job run's (another instance's), so none is left behind.
        const due = await this.withNews(subscribers);
        for (const subscriber of subscribers.filter((each) => due.has(each.name))) {
          let limit = batchSizeOf(subscriber);
          for (;;) {
            const step = await this.handleNext(subscriber, limit);
            if (typeof step === 'object' && 'handled' in step) {
              report.handled += step.handled;
              continue;
            }
            if (typeof step === 'object' && limit > 1) {
              // The failed batch again, one event at a time: the events before the failing one are not held back by it.
              limit = 1;
              continue;
            }
            if (typeof step === 'object') {
              await this.recordFailure(subscriber.name, step.failed);
              report.failures.push({ subscriber: subscriber.name, error: step.failed });
            }
            break;
          }
        }
        // A subscriber that failed waits for its backoff in the next round; the others take what came meanwhile.
      } while (this.again);
      return report;
    });
  }

  /** The next events of the subscriber (at most `limit`) in one transaction; a failure is answered, not recorded (the caller decides). */
  private async handleNext(subscriber: EventSubscriber, limit: number): Promise<Step> {
    try {
      return await this.unitOfWork.run(async (): Promise<Step> => {
        const now = this.clock.now();
        const [cursor] = await this.db.rows<{ position: string; retry_at: Date | null }>(
          sql`SELECT position, retry_at FROM event_subscriptions WHERE name = ${subscriber.name} FOR UPDATE`,
        );
        if (cursor.retry_at && cursor.retry_at.getTime() > now.getTime()) return 'waiting';
        const rows = await this.db.rows<EventRow>(
          sql`SELECT position, id, type, aggregate_type, aggregate_id, sequence, payload, actor_type, actor_id, occurred_at
            FROM event_log WHERE position > ${cursor.position} AND type = ANY(${subscriber.types}) ORDER BY position LIMIT ${limit}`,
        );
        if (rows.length === 0) return 'idle';
        // Recorded first, in the same transaction: an event this subscriber handled before (its cursor moved
        // back by hand, a restored backup) is passed over, never handled twice.
        const recorded = new Set(
          (
            await this.db.rows<{ event_id: string }>(
              sql`INSERT INTO event_handled (subscriber, event_id, handled_at) SELECT ${subscriber.name}, unnest(${rows.map((row) => row.id)}::uuid[]), ${now}
                ON CONFLICT DO NOTHING RETURNING event_id`,
            )
          ).map((row) => row.event_id),
        );
        const events = rows.filter((row) => recorded.has(row.id)).map(toEvent);
        if (events.length > 0) {
          if ('handleBatch' in subscriber) await subscriber.handleBatch(events);
          else await subscriber.handle(events[0]);
        }
        await this.db.change(
          sql`UPDATE event_subscriptions SET position = ${rows[rows.length - 1].position}, attempts = 0, retry_at = NULL, last_error = NULL, updated_at = ${now}
            WHERE name = ${subscriber.name}`,
        );
        return { handled: rows.length };
      });
    } catch (error) {
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  }

  private async recordFailure(name: string, error: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const [row] = await this.db.rows<{ attempts: number }>(sql`SELECT attempts FROM event_subscriptions WHERE name = ${name} FOR UPDATE`);
      const attempts = (row?.attempts ?? 0) + 1;
      const retryAt = new Date(now.getTime() + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempts - 1)));
      await this.db.change(
        sql`UPDATE event_subscriptions SET attempts = ${attempts}, retry_at = ${retryAt}, last_error = ${error}, updated_at = ${now} WHERE name = ${name}`,
      );
    });
  }

  /** The subscribers with an event of their types past their cursor, or a retry pending: the only ones a round opens a transaction for. */
  private async withNews(subscribers: readonly EventSubscriber[]): Promise<Set<string>> {
    const types = JSON.stringify(Object.fromEntries(subscribers.map((subscriber) => [subscriber.name, subscriber.types])));
    const rows = await this.db.rows<{ name: string }>(
      sql`SELECT s.name FROM event_subscriptions s JOIN jsonb_each(${types}::jsonb) AS wanted(name, types) ON wanted.name = s.name
        WHERE s.retry_at IS NOT NULL
           OR EXISTS (SELECT 1 FROM event_log e WHERE e.type IN (SELECT jsonb_array_elements_text(wanted.types)) AND e.position > s.position)`,
    );
    return new Set(rows.map((row) => row.name));
  }

  private async ensureCursor(name: string): Promise<void> {
    if (this.cursors.has(name)) return;
    await this.db
      .repository(EventSubscriptionOrmEntity)
      .createQueryBuilder()
      .insert()
      .values({ name, position: () => 'COALESCE((SELECT MAX(position) FROM event_log), 0)' })
      .orIgnore()
      .execute();
    this.cursors.add(name);
  }
}
