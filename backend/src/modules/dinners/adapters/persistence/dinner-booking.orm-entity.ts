import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/**
 * A couple's booking of a dinner. couple_id has no foreign key yet: the couples table
 * belongs to the couple-profile module. The partial unique index keeps one active
 * booking per couple per dinner even under concurrent requests.
 */
@Entity('dinner_bookings')
@Index('uq_dinner_bookings_active_couple', ['dinnerId', 'coupleId'], { unique: true, where: `status IN ('pending_payment', 'confirmed', 'attended')` })
@Index('idx_dinner_bookings_couple', ['coupleId'])
@Index('idx_dinner_bookings_pending_hold', ['holdExpiresAt'], { where: `status = 'pending_payment'` })
export class DinnerBookingOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'booked_by_user_id', type: 'uuid' }) bookedByUserId: string;
  /** pending_payment, confirmed, attended, cancelled or expired. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true }) holdExpiresAt: Date | null;
  @Column({ name: 'special_requests', type: 'varchar', length: 500, nullable: true }) specialRequests: string | null;
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'was_late_cancellation', type: 'boolean', default: false }) wasLateCancellation: boolean;
  /** When each dinner notification went out, so that each goes out once. */
  @Column({ name: 'reveal_sent_at', type: 'timestamptz', nullable: true }) revealSentAt: Date | null;
  @Column({ name: 'teaser_sent_at', type: 'timestamptz', nullable: true }) teaserSentAt: Date | null;
  /** SEQUENCE of the last calendar revision sent for the booking (0: the confirmation's invite). */
  @Column({ name: 'calendar_sequence', type: 'int', default: 0 }) calendarSequence: number;
  @Column({ name: 'review_requested_at', type: 'timestamptz', nullable: true }) reviewRequestedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
