import { Column, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { WebhookEndpointOrmEntity } from './webhook-endpoint.orm-entity';

/**
 * One event for one endpoint, and its latest attempt: the delivery log. `seq` is the order
 * they were queued in (the event log's order), which each aggregate's deliveries keep.
 */
@Entity('webhook_deliveries')
@Unique('uq_webhook_deliveries_endpoint_event', ['endpointId', 'eventId'])
@Index('idx_webhook_deliveries_pending', ['endpointId', 'aggregateKey', 'seq'], { where: "status = 'pending'" })
@Index('idx_webhook_deliveries_due', ['nextAttemptAt'], { where: "status = 'pending'" })
@Index('idx_webhook_deliveries_seq', ['seq'])
@Index('idx_webhook_deliveries_created', ['createdAt'])
export class WebhookDeliveryOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'bigint' }) @Generated('increment') seq: string;
  @Column({ name: 'endpoint_id', type: 'uuid' }) endpointId: string;
  @ManyToOne(() => WebhookEndpointOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpointOrmEntity;
  @Column({ name: 'event_id', type: 'uuid' }) eventId: string;
  @Column({ name: 'event_type', type: 'varchar', length: 100 }) eventType: string;
  @Column({ name: 'aggregate_key', type: 'varchar', length: 160 }) aggregateKey: string;
  @Column({ type: 'text' }) body: string;
  /** pending, delivered, failed or cancelled. */
  @Column({ type: 'varchar', length: 10 }) status: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'first_attempt_at', type: 'timestamptz', nullable: true }) firstAttemptAt: Date | null;
  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ name: 'next_attempt_at', type: 'timestamptz' }) nextAttemptAt: Date;
  /** Claimed by a sender until then. */
  @Column({ name: 'leased_until', type: 'timestamptz', nullable: true }) leasedUntil: Date | null;
  @Column({ name: 'response_status', type: 'int', nullable: true }) responseStatus: number | null;
  @Column({ name: 'response_ms', type: 'int', nullable: true }) responseMs: number | null;
  @Column({ name: 'response_excerpt', type: 'varchar', length: 600, nullable: true }) responseExcerpt: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
