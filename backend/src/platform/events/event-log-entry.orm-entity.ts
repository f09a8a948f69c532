import { Column, Entity, Generated, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One change, appended by the use case that made it (docs/architecture.md, "The event log").
 * Never updated nor deleted: subscribers read it in `position` order from their cursors.
 */
@Entity('event_log')
@Unique('uq_event_log_aggregate_sequence', ['aggregateType', 'aggregateId', 'sequence'])
@Unique('uq_event_log_id', ['id'])
@Index('idx_event_log_type_position', ['type', 'position'])
export class EventLogEntryOrmEntity {
  /** Global order: appends are serialized at commit, so positions are committed in their order. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  position: string;

  @Column({ type: 'uuid' })
  @Generated('uuid')
  id: string;

  /** `<aggregate>.<what happened>`: `booking.cancelled`, `group.couple_removed`, `dinner.rescheduled`. */
  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'aggregate_type', type: 'varchar', length: 50 })
  aggregateType: string;

  @Column({ name: 'aggregate_id', type: 'varchar', length: 100 })
  aggregateId: string;

  /** 1, 2, 3… within the aggregate. */
  @Column({ type: 'int' })
  sequence: number;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ name: 'actor_type', type: 'varchar', length: 20 })
  actorType: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 100, nullable: true })
  actorId: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}
