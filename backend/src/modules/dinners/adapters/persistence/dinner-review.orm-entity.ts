import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';

/** A couple's review of a dinner: one per booking. */
@Entity('dinner_reviews')
@Index('uq_dinner_reviews_booking', ['bookingId'], { unique: true })
export class DinnerReviewOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @ManyToOne(() => DinnerBookingOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: DinnerBookingOrmEntity;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'author_user_id', type: 'uuid' }) authorUserId: string;
  @Column({ type: 'smallint' }) rating: number;
  @Column({ name: 'restaurant_rating', type: 'smallint', nullable: true }) restaurantRating: number | null;
  @Column({ name: 'review_text', type: 'text', nullable: true }) reviewText: string | null;
  @Column({ name: 'restaurant_feedback_text', type: 'text', nullable: true }) restaurantFeedbackText: string | null;
  /** Keyed by the other couple's user id: { rating, feedback }. */
  @Column({ name: 'couple_reviews', type: 'jsonb', default: {} }) coupleReviews: Record<string, { rating: number; feedback?: string }>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
