import { displayStatus, isHoldActive } from './booking';
import { isReviewOpen, validateReview } from './review';

describe('booking status', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('shows a hold as booked and a confirmed booking as revealed once revealed', () => {
    expect(displayStatus('pending_payment', false)).toBe('booked');
    expect(displayStatus('confirmed', false)).toBe('confirmed');
    expect(displayStatus('confirmed', true)).toBe('revealed');
    expect(displayStatus('attended', true)).toBe('attended');
  });

  it('counts a hold only until it expires', () => {
    expect(isHoldActive('pending_payment', new Date('2026-12-01T12:00:01Z'), now)).toBe(true);
    expect(isHoldActive('pending_payment', now, now)).toBe(false);
    expect(isHoldActive('confirmed', null, now)).toBe(false);
  });
});

describe('validateReview', () => {
  const dinnerAt = new Date('2026-05-01T19:00:00Z');
  const attended = { status: 'attended' as const, eventDate: dinnerAt, alreadyReviewed: false, seated: true };
  const after = new Date('2026-05-01T19:00:00Z');

  it('accepts ratings 1-5 for couples at the table', () => {
    expect(() => validateReview({ rating: 5, restaurantRating: 4, coupleReviews: { u2: { rating: 3 } } }, attended, after, ['u2'])).not.toThrow();
  });

  it('opens when the dinner starts, not at the reveal (DECISIONS item 11)', () => {
    const confirmed = { status: 'confirmed' as const, eventDate: dinnerAt, alreadyReviewed: false, seated: true };
    const oneMinuteBefore = new Date(dinnerAt.getTime() - 60_000);
    expect(isReviewOpen(confirmed, oneMinuteBefore)).toBe(false);
    expect(() => validateReview({ rating: 1, coupleReviews: {} }, confirmed, oneMinuteBefore, [])).toThrow(
      expect.objectContaining({ code: 'DINNERS.REVIEW_NOT_OPEN' }),
    );
    expect(isReviewOpen(confirmed, after)).toBe(true);
    expect(() => validateReview({ rating: 1, coupleReviews: {} }, confirmed, after, [])).not.toThrow();
    expect(isReviewOpen({ ...confirmed, alreadyReviewed: true }, after)).toBe(false);
    expect(isReviewOpen({ ...confirmed, status: 'cancelled' }, after)).toBe(false);
  });

  it('stays closed to a paid couple the service never seated at a table', () => {
    const unseated = { status: 'confirmed' as const, eventDate: dinnerAt, alreadyReviewed: false, seated: false };
    expect(isReviewOpen(unseated, after)).toBe(false);
    expect(() => validateReview({ rating: 4, coupleReviews: {} }, unseated, after, [])).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_REVIEWABLE' }));
  });

  it('refuses a second review, a cancelled booking, bad ratings and strangers', () => {
    expect(() => validateReview({ rating: 5, coupleReviews: {} }, { ...attended, alreadyReviewed: true }, after, [])).toThrow(
      expect.objectContaining({ code: 'DINNERS.ALREADY_REVIEWED' }),
    );
    expect(() => validateReview({ rating: 5, coupleReviews: {} }, { ...attended, status: 'cancelled' }, after, [])).toThrow(
      expect.objectContaining({ code: 'DINNERS.NOT_REVIEWABLE' }),
    );
    expect(() => validateReview({ rating: 6, coupleReviews: {} }, attended, after, [])).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_REVIEW' }));
    expect(() => validateReview({ rating: 4, coupleReviews: { stranger: { rating: 4 } } }, attended, after, ['u2'])).toThrow(
      expect.objectContaining({ code: 'DINNERS.INVALID_REVIEW' }),
    );
  });
});
