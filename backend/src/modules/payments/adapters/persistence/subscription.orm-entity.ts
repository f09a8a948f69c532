import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A couple's subscription as the support view shows it. None are sold during the launch period. */
@Entity('subscriptions')
@Index('idx_subscriptions_couple', ['coupleId'])
export class SubscriptionOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  /** active, cancelled, past_due. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ name: 'plan_type', type: 'varchar', length: 40 }) planType: string;
  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true }) currentPeriodStart: Date | null;
  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true }) currentPeriodEnd: Date | null;
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255, nullable: true }) providerCustomerId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
