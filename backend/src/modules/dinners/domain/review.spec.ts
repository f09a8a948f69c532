import { isSameReview, ReviewInput } from './review';

describe('isSameReview', () => {
  const stored: ReviewInput = { rating: 5, restaurantRating: 4, reviewText: 'Lovely', coupleReviews: { u1: { rating: 4, feedback: 'Fun' } } };

  it('recognises a repeated submit, empty texts and missing ones alike', () => {
    expect(isSameReview(stored, { ...stored, restaurantFeedbackText: '', coupleReviews: { u1: { rating: 4, feedback: 'Fun' } } })).toBe(true);
  });

  it('tells a different review apart', () => {
    expect(isSameReview(stored, { ...stored, rating: 4 })).toBe(false);
    expect(isSameReview(stored, { ...stored, restaurantRating: undefined })).toBe(false);
    expect(isSameReview(stored, { ...stored, coupleReviews: {} })).toBe(false);
    expect(isSameReview(stored, { ...stored, coupleReviews: { u1: { rating: 4 } } })).toBe(false);
    expect(isSameReview(stored, { ...stored, coupleReviews: { u2: { rating: 4, feedback: 'Fun' } } })).toBe(false);
  });
});
