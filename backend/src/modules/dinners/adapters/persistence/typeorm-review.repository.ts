import { Injectable } from '@nestjs/common';
import { NewReview, ReviewRepository, StoredReview } from '../../application/bookings/review-repository';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

interface ReviewRow {
  id: string;
  created_at: Date;
  rating: number;
  restaurant_rating: number | null;
  review_text: string | null;
  restaurant_feedback_text: string | null;
  couple_reviews: StoredReview['coupleReviews'] | null;
}

@Injectable()
export class TypeOrmReviewRepository extends ReviewRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async insert(review: NewReview): Promise<{ id: string; createdAt: Date } | null> {
    // ON CONFLICT: a double submit (two tabs) is told "already reviewed", not a 500.
    const rows = await this.db.rows<{ id: string; created_at: Date }>(
      sql`INSERT INTO dinner_reviews (booking_id, dinner_id, couple_id, author_user_id, rating, restaurant_rating, review_text, restaurant_feedback_text, couple_reviews)
       VALUES (${review.bookingId}, ${review.dinnerId}, ${review.coupleId}, ${review.authorUserId}, ${review.rating}, ${review.restaurantRating}, ${review.reviewText}, ${review.restaurantFeedbackText}, ${JSON.stringify(review.coupleReviews)}) ON CONFLICT (booking_id) DO NOTHING RETURNING id, created_at`,
    );
    return rows[0] ? { id: rows[0].id, createdAt: rows[0].created_at } : null;
  }

  async findByBooking(bookingId: string): Promise<StoredReview | null> {
    const rows = await this.db.rows<ReviewRow>(
      sql`SELECT id, created_at, rating, restaurant_rating, review_text, restaurant_feedback_text, couple_reviews FROM dinner_reviews WHERE booking_id = ${bookingId}`,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      createdAt: row.created_at,
      rating: row.rating,
      restaurantRating: row.restaurant_rating ?? undefined,
      reviewText: row.review_text ?? undefined,
      restaurantFeedbackText: row.restaurant_feedback_text ?? undefined,
      coupleReviews: row.couple_reviews ?? {},
    };
  }
}
