import { Injectable } from '@nestjs/common';
import { NewReview, ReviewRepository } from '../../application/dinner-store';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmReviewRepository extends ReviewRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async insert(review: NewReview): Promise<{ id: string; createdAt: Date } | null> {
    // ON CONFLICT: a double submit (two tabs) is told "already reviewed", not a 500.
    const rows: { id: string; created_at: Date }[] = await this.db.manager.query(
      `INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, restaurant_rating, review_text, restaurant_feedback_text, couple_reviews)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (booking_id) DO NOTHING RETURNING id, created_at`,
      [review.bookingId, review.dinnerId, review.coupleId, review.authorUserId, review.rating, review.restaurantRating, review.reviewText, review.restaurantFeedbackText, JSON.stringify(review.coupleReviews)],
    );
    return rows[0] ? { id: rows[0].id, createdAt: rows[0].created_at } : null;
  }
}
