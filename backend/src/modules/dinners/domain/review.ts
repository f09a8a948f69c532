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

export interface ReviewableBooking {
  status: BookingStatus;
  eventDate: Date;
  alreadyReviewed: boolean;
  /** Seated at a restaurant table: a paid couple the service never seated had no dinner to review. */
  seated: boolean;
}

/**
 * Reviews open when the dinner has started (DECISIONS item 11), not at the reveal: a couple
 * cannot review a dinner it has not had yet. An attended dinner stays reviewable.
 */
export function isReviewOpen(booking: ReviewableBooking, now: Date): boolean {
  if (booking.alreadyReviewed) return false;
  return booking.status === 'attended' || (booking.status === 'confirmed' && booking.seated && now.getTime() >= booking.eventDate.getTime());
}

/** Whether a submitted review says exactly what the stored one says (a repeated submit, e.g. a double click). */
export function isSameReview(stored: ReviewInput, input: ReviewInput): boolean {
  const sameCouples =
    Object.keys(stored.coupleReviews).length === Object.keys(input.coupleReviews).length &&
    Object.entries(input.coupleReviews).every(([userId, review]) => {
      const before = stored.coupleReviews[userId];
      return before !== undefined && before.rating === review.rating && (before.feedback ?? '') === (review.feedback ?? '');
    });
  return (
    sameCouples &&
    stored.rating === input.rating &&
    stored.restaurantRating === input.restaurantRating &&
    (stored.reviewText ?? '') === (input.reviewText ?? '') &&
    (stored.restaurantFeedbackText ?? '') === (input.restaurantFeedbackText ?? '')
  );
}

/** A couple reviews a dinner once, once it has started, and rates only couples who were at its table. */
export function validateReview(input: ReviewInput, booking: ReviewableBooking, now: Date, tablemateUserIds: string[]): void {
  if (booking.status === 'confirmed' && now.getTime() < booking.eventDate.getTime()) throw DinnerErrors.reviewNotOpenYet();
  if (booking.status !== 'attended' && !(booking.status === 'confirmed' && booking.seated)) throw DinnerErrors.notReviewable();
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
