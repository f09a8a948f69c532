import { displayStatus, isHoldActive } from './booking';
import { validateReview } from './review';

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
  const attended = { status: 'attended' as const, revealed: true, alreadyReviewed: false };

  it('accepts ratings 1-5 for couples at the table', () => {
    expect(() => validateReview({ rating: 5, restaurantRating: 4, coupleReviews: { u2: { rating: 3 } } }, attended, ['u2'])).not.toThrow();
  });

  it('refuses a second review, an unrevealed dinner, bad ratings and strangers', () => {
    expect(() => validateReview({ rating: 5, coupleReviews: {} }, { ...attended, alreadyReviewed: true }, [])).toThrow(expect.objectContaining({ code: 'DINNERS.ALREADY_REVIEWED' }));
    expect(() => validateReview({ rating: 5, coupleReviews: {} }, { status: 'confirmed', revealed: false, alreadyReviewed: false }, [])).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_REVIEWABLE' }));
    expect(() => validateReview({ rating: 6, coupleReviews: {} }, attended, [])).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_REVIEW' }));
    expect(() => validateReview({ rating: 4, coupleReviews: { stranger: { rating: 4 } } }, attended, ['u2'])).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_REVIEW' }));
  });
});
