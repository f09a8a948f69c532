import { FormEvent, useState } from 'react';
import type { BookingDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/field';
import { StarRating } from './star-rating';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { Checkbox } from '../../components/ui/checkbox';
import { SEE_YOU_AGAIN_TEXTS } from './see-you-again-texts';

export interface ReviewSubmission {
  booking_id: string;
  rating: number;
  restaurant_rating: number;
  review_text?: string;
  restaurant_feedback_text?: string;
  coupleReviews: Record<string, { rating: number; feedback?: string }>;
  /** The couples ticked "see you again" (by user_id); absent when none. */
  seeYouAgain?: string[];
}

interface ReviewDialogProps {
  booking: BookingDto | null;
  pending: boolean;
  onSubmit(review: ReviewSubmission): void;
  onClose(): void;
}

/** Overall and restaurant ratings start at 5; couple ratings start empty and are only sent when given. */
export function ReviewDialog({ booking, pending, onSubmit, onClose }: ReviewDialogProps) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="How was your dinner?">
      {booking && <ReviewForm key={booking.id} booking={booking} pending={pending} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function ReviewForm({ booking, pending, onSubmit }: { booking: BookingDto; pending: boolean; onSubmit(review: ReviewSubmission): void }) {
  const [rating, setRating] = useState(5);
  const [restaurantRating, setRestaurantRating] = useState(5);
  const [reviewText, setReviewText] = useState('');
  const [restaurantFeedback, setRestaurantFeedback] = useState('');
  const [couples, setCouples] = useState<Record<string, { rating: number; feedback: string }>>({});
  const [meetAgain, setMeetAgain] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coupleReviews = Object.fromEntries(
      Object.entries(couples)
        .filter(([, review]) => review.rating > 0)
        .map(([userId, review]) => [userId, { rating: review.rating, ...(review.feedback.trim() ? { feedback: review.feedback.trim() } : {}) }]),
    );
    onSubmit({
      booking_id: booking.id,
      rating,
      restaurant_rating: restaurantRating,
      ...(reviewText.trim() ? { review_text: reviewText.trim() } : {}),
      ...(restaurantFeedback.trim() ? { restaurant_feedback_text: restaurantFeedback.trim() } : {}),
      coupleReviews,
      ...(meetAgain.length > 0 ? { seeYouAgain: meetAgain } : {}),
    });
  };
  const toggleMeetAgain = (userId: string, wanted: boolean) => setMeetAgain((current) => (wanted ? [...current, userId] : current.filter((id) => id !== userId)));
  const setCouple = (userId: string, change: Partial<{ rating: number; feedback: string }>) =>
    setCouples((current) => ({ ...current, [userId]: { ...(current[userId] ?? { rating: 0, feedback: '' }), ...change } }));

  return (
    <form onSubmit={submit} className="max-h-[65vh] space-y-4 overflow-y-auto pr-1">
      <StarRating label="Overall experience" value={rating} onChange={setRating} />
      <textarea aria-label="Your review" placeholder="Tell us about the evening" value={reviewText} onChange={(event) => setReviewText(event.target.value)} maxLength={FIELD_LIMITS.review} rows={3} className={inputClasses()} />
      <StarRating label={booking.restaurant ? `The restaurant: ${booking.restaurant.name}` : 'The restaurant'} value={restaurantRating} onChange={setRestaurantRating} />
      <textarea aria-label="Restaurant feedback" placeholder="Food, service, atmosphere" value={restaurantFeedback} onChange={(event) => setRestaurantFeedback(event.target.value)} maxLength={FIELD_LIMITS.restaurantFeedback} rows={2} className={inputClasses()} />
      {booking.other_couples.map((couple) => (
        <div key={couple.user_id} className="rounded-xl border border-brand-100 p-3">
          <StarRating label={couple.coupleNames} value={couples[couple.user_id]?.rating ?? 0} onChange={(value) => setCouple(couple.user_id, { rating: value })} />
          <input aria-label={`Feedback for ${couple.coupleNames}`} placeholder="Optional feedback" value={couples[couple.user_id]?.feedback ?? ''} onChange={(event) => setCouple(couple.user_id, { feedback: event.target.value })} maxLength={2000} className={inputClasses(false, 'mt-2')} />
          <div className="mt-2">
            <Checkbox checked={meetAgain.includes(couple.user_id)} onCheckedChange={(checked) => toggleMeetAgain(couple.user_id, checked)}>
              {SEE_YOU_AGAIN_TEXTS.reviewCheckbox(couple.coupleNames)}
            </Checkbox>
          </div>
        </div>
      ))}
      {booking.other_couples.length > 0 && <p className="text-xs text-stone-600">{SEE_YOU_AGAIN_TEXTS.reviewHint}</p>}
      <Button type="submit" className="w-full" busy={pending}>
        {pending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
