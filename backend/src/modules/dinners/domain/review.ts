import { BookingStatus } from './booking';
import { DinnerErrors } from './dinner-errors';

export interface CoupleReview {
  rating: number;
  feedback?: string;
}

export interface ReviewInput {
  rating: number;
  restaurantRating?: number;
  reviewText?: string;
  restaurantFeedbackText?: string;
  /** Keyed by the other couple's user id. */
  coupleReviews: Record<string, CoupleReview>;
}

function assertRating(value: number, label: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 5) throw DinnerErrors.invalidReview(`${label} must be a whole number from 1 to 5.`);
}

/**
 * A couple reviews a dinner once, when it was attended or is already revealed, and rates
 * only couples who were at its table.
 */
export function validateReview(input: ReviewInput, booking: { status: BookingStatus; revealed: boolean; alreadyReviewed: boolean }, tablemateUserIds: string[]): void {
  const reviewable = booking.status === 'attended' || (booking.status === 'confirmed' && booking.revealed);
  if (!reviewable) throw DinnerErrors.notReviewable();
  if (booking.alreadyReviewed) throw DinnerErrors.alreadyReviewed();
  assertRating(input.rating, 'rating');
  if (input.restaurantRating !== undefined) assertRating(input.restaurantRating, 'restaurant rating');
  for (const [userId, review] of Object.entries(input.coupleReviews)) {
    if (!tablemateUserIds.includes(userId)) throw DinnerErrors.invalidReview('You can only review couples who were at your table.');
    if (typeof review !== 'object' || review === null) throw DinnerErrors.invalidReview('Each couple review needs a rating.');
    assertRating(review.rating, 'couple rating');
    if (review.feedback !== undefined && (typeof review.feedback !== 'string' || review.feedback.length > 2000)) {
      throw DinnerErrors.invalidReview('Couple feedback must be text of at most 2000 characters.');
    }
  }
}
