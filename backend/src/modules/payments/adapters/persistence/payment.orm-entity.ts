import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A payment as the support view lists it: amount in cents, status, provider intent id. */
@Entity('payments')
@Index('uq_payments_provider_intent', ['providerIntentId'], { unique: true })
@Index('idx_payments_couple', ['coupleId'])
@Index('idx_payments_booking', ['bookingId'])
export class PaymentOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  @Column({ name: 'dinner_id', type: 'uuid', nullable: true }) dinnerId: string | null;
  /** Minor units (cents). */
  @Column({ type: 'integer' }) amount: number;
  @Column({ type: 'varchar', length: 3, default: 'eur' }) currency: string;
  /** requires_payment, succeeded (partly refunded when refunded_amount > 0), failed, refund_pending or refunded (in full). */
  @Column({ type: 'varchar', length: 20 }) status: string;
  /** stripe or test-mode. */
  @Column({ type: 'varchar', length: 20 }) provider: string;
  @Column({ name: 'provider_intent_id', type: 'varchar', length: 255 }) providerIntentId: string;
  @Column({ name: 'transaction_type', type: 'varchar', length: 40, default: 'dinner_booking' }) transactionType: string;
  /** Minor units the pending support refund gives back; null for all that is left (or no refund pending). */
  @Column({ name: 'refund_amount', type: 'integer', nullable: true }) refundAmount: number | null;
  /** Minor units the provider has given back so far: support may refund a payment in parts, up to its amount. */
  @Column({ name: 'refunded_amount', type: 'integer', default: 0 }) refundedAmount: number;
  @Column({ name: 'failure_message', type: 'varchar', length: 500, nullable: true }) failureMessage: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
