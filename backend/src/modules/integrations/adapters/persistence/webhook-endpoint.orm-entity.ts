import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ApiKeyOrmEntity } from './api-key.orm-entity';

/** An integrator's webhook endpoint: where events go, which ones, the signing secret, and how it has been answering. */
@Entity('webhook_endpoints')
@Index('idx_webhook_endpoints_key', ['registeredByKeyId'])
export class WebhookEndpointOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 2000 }) url: string;
  @Column({ type: 'varchar', length: 200, default: '' }) description: string;
  @Column({ name: 'event_types', type: 'varchar', array: true, length: 100 }) eventTypes: string[];
  @Column({ type: 'varchar', length: 100 }) secret: string;
  /** enabled, disabled or gone. */
  @Column({ type: 'varchar', length: 10 }) status: string;
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true }) disabledReason: string | null;
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true }) failingSince: Date | null;
  @Column({ name: 'consecutive_failures', type: 'int', default: 0 }) consecutiveFailures: number;
  @Column({ name: 'alerted_at', type: 'timestamptz', nullable: true }) alertedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** The API key that registered it (null: an admin in the console); keys are revoked, never deleted. */
  @ManyToOne(() => ApiKeyOrmEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'registered_by_key_id' })
  registeredByKey?: ApiKeyOrmEntity;
  @Column({ name: 'registered_by_key_id', type: 'uuid', nullable: true }) registeredByKeyId: string | null;
}
