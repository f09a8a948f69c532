import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { sql } from '../database/sql';
import { TransactionHooks } from '../database/transaction-hooks';
import { TransactionalDb } from '../database/transactional-db';
import { UnitOfWork } from '../database/unit-of-work';
import { REMOVED_WORD, wholeWordsPattern } from '../database/whole-words';
import { EventLog, NewEvent } from './event-log';
import { EventDispatcher } from './event-dispatcher';

/**
 * Appends are held until the unit of work is about to commit, then written under one
 * transaction-scoped advisory lock: positions come from a sequence, and two transactions
 * that drew 7 and 8 may commit 8 first, so a reader past 8 would skip 7 for ever. With the
 * lock held from the draw to the commit, positions commit in their order. Taking it last,
 * at the commit, keeps it out of every lock ordering (no deadlock) and held for the commit
 * alone.
 */
/** A purged free text, as the audit log shows it. */
const ERASED = '[erased]';

/** An appended event, written when its transaction is about to commit. */
interface PendingEvent {
  event: NewEvent;
  occurredAt: Date;
}

const APPEND_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('platform.event-log'))`;

@Injectable()
export class PostgresEventLog extends EventLog implements OnModuleInit {
  /** The events each open transaction appended, keyed by its EntityManager. */
  private readonly pending = new WeakMap<EntityManager, PendingEvent[]>();

  constructor(
    private readonly db: TransactionalDb,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly hooks: TransactionHooks,
    private readonly unitOfWork: UnitOfWork,
    private readonly dispatcher: EventDispatcher,
    private readonly clock: Clock,
  ) {
    super();
  }

  onModuleInit(): void {
    this.hooks.beforeCommit(() => this.flush());
    // The consequences follow within the request or job that committed the change; the
    // `platform.events` job catches what a crash or a failure left.
    this.hooks.afterCommit(() => this.dispatcher.nudge());
  }

  async append<Payload>(event: NewEvent<Payload>): Promise<void> {
    if (!this.txHost.isTransactionActive()) return this.unitOfWork.run(() => this.append(event));
    const manager = this.db.manager;
    const events = this.pending.get(manager) ?? [];
    events.push({ event, occurredAt: this.clock.now() });
    this.pending.set(manager, events);
  }

  async eraseWords(types: readonly string[], words: readonly string[]): Promise<void> {
    const pattern = wholeWordsPattern(words);
    if (!pattern) return;
    // The marker holds no quote nor backslash: the payload stays valid JSON.
    await this.db.change(
      sql`UPDATE event_log SET payload = regexp_replace(payload::text, ${pattern}, ${REMOVED_WORD}, 'gi')::jsonb
           WHERE type = ANY(${[...types]}::text[]) AND payload::text ~* ${pattern}`,
    );
  }

  async eraseField(types: readonly string[], field: string): Promise<void> {
    await this.db.change(
      sql`UPDATE event_log SET payload = jsonb_set(payload, ARRAY[${field}::text], to_jsonb(${ERASED}::text))
           WHERE type = ANY(${[...types]}::text[]) AND payload ? ${field}`,
    );
  }

  private async flush(): Promise<void> {
    const manager = this.db.manager;
    const events = this.pending.get(manager);
    if (!events) return;
    this.pending.delete(manager);
    await this.db.rows(APPEND_LOCK);
    // One statement for all of them (a table's reveals: one event per booking). Each aggregate's events
    // follow its last sequence in the order appended, and positions are drawn in that order too.
    const column = <Value>(value: (pending: PendingEvent) => Value) => events.map(value);
    await this.db.rows(
      sql`INSERT INTO event_log (type, aggregate_type, aggregate_id, sequence, payload, actor_type, actor_id, occurred_at)
        SELECT e.type, e.aggregate_type, e.aggregate_id,
            COALESCE((SELECT MAX(l.sequence) FROM event_log l WHERE l.aggregate_type = e.aggregate_type AND l.aggregate_id = e.aggregate_id), 0)
              + row_number() OVER (PARTITION BY e.aggregate_type, e.aggregate_id ORDER BY e.n),
            e.payload, e.actor_type, e.actor_id, e.occurred_at
        FROM unnest(${column(({ event }) => event.type)}::varchar[], ${column(({ event }) => event.aggregateType)}::varchar[],
            ${column(({ event }) => event.aggregateId)}::varchar[], ${column(({ event }) => JSON.stringify(event.payload))}::jsonb[],
            ${column(({ event }) => event.actor.type)}::varchar[], ${column(({ event }) => event.actor.id)}::varchar[],
            ${column(({ occurredAt }) => occurredAt)}::timestamptz[])
          WITH ORDINALITY AS e(type, aggregate_type, aggregate_id, payload, actor_type, actor_id, occurred_at, n)
        ORDER BY e.n`,
    );
    this.dispatcher.markAppended();
  }
}
