import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A subscriber's cursor in the event log, and the state of its retries. */
@Entity('event_subscriptions')
export class EventSubscriptionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  /** The position of the last event it handled (or skipped as not its type). */
  @Column({ type: 'bigint', default: 0 })
  position: string;

  /** Failed attempts at the event after `position`, reset when it is handled. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** No attempt before this time (the backoff after a failure). */
  @Column({ name: 'retry_at', type: 'timestamptz', nullable: true })
  retryAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', nullable: true })
  updatedAt: Date | null;
}
