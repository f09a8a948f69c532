import { ReviewInput } from '../../domain/review';

export interface NewReview {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  authorUserId: string;
  rating: number;
  restaurantRating: number | null;
  reviewText: string | null;
  restaurantFeedbackText: string | null;
  coupleReviews: Record<string, { rating: number; feedback?: string }>;
}

export interface StoredReview extends ReviewInput {
  id: string;
  createdAt: Date;
}

/** A couple's review of a booked dinner, one per booking. */
export abstract class ReviewRepository {
  /** Inserts the review; false when the booking was already reviewed (unique per booking). */
  abstract insert(review: NewReview): Promise<{ id: string; createdAt: Date } | null>;
  /** The booking's review, if it has one. */
  abstract findByBooking(bookingId: string): Promise<StoredReview | null>;
}
