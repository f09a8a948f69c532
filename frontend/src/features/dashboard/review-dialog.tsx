import { z } from 'zod';
import type { BookingDto, SubmitReviewDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/field';
import { StarRating } from './star-rating';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { useServerForm } from '../../lib/forms/use-server-form';
import { submitEnhancedReviewBody } from '../../api/generated/zod/dinners/dinners';
import { Checkbox } from '../../components/ui/checkbox';
import { useRichT, useT } from '../../i18n/use-t';

/** The body of POST /api/user/submit-enhanced-review, as the dialog sends it. */
export type ReviewSubmission = SubmitReviewDto;

interface ReviewDialogProps {
  booking: BookingDto | null;
  pending: boolean;
  onSubmit(review: ReviewSubmission): void;
  onClose(): void;
  /** Report a couple of this dinner instead (closes the review). */
  onReport?(dinnerId: string): void;
}

/** Overall and restaurant ratings start at 5; couple ratings start empty and are only sent when given. */
export function ReviewDialog({ booking, pending, onSubmit, onClose, onReport }: ReviewDialogProps) {
  const t = useT();
  const rich = useRichT();
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t('dashboard.review.title')}>
      {booking && <ReviewForm key={booking.id} booking={booking} pending={pending} onSubmit={onSubmit} />}
      {booking && onReport && booking.other_couples.length > 0 && (
        <p className="mt-3 text-sm text-stone-600">
          {rich('dashboard.review.reportPrompt', {
            report: (text) => (
              <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onReport(booking.dinner_id)}>
                {text}
              </button>
            ),
          })}
        </p>
      )}
    </Dialog>
  );
}

const blankToUndefined = (text: string) => text.trim() || undefined;

/**
 * The review as the dialog holds it (a couple without stars is 0, texts as typed), made into
 * the body of POST /api/user/submit-enhanced-review and checked by its generated schema: couples without
 * stars and blank texts are left out.
 */
const reviewSchema = z
  .object({
    rating: z.number(),
    restaurant_rating: z.number(),
    review_text: z.string(),
    restaurant_feedback_text: z.string(),
    coupleReviews: z.record(z.string(), z.object({ rating: z.number(), feedback: z.string() })),
    seeYouAgain: z.array(z.string()),
    didntCome: z.array(z.string()),
  })
  .transform((form) => ({
    rating: form.rating,
    restaurant_rating: form.restaurant_rating,
    review_text: blankToUndefined(form.review_text),
    restaurant_feedback_text: blankToUndefined(form.restaurant_feedback_text),
    coupleReviews: Object.fromEntries(
      Object.entries(form.coupleReviews)
        .filter(([, review]) => review.rating > 0)
        .map(([userId, review]) => [userId, { rating: review.rating, feedback: blankToUndefined(review.feedback) }]),
    ),
    seeYouAgain: form.seeYouAgain.length > 0 ? form.seeYouAgain : undefined,
    didntCome: form.didntCome.length > 0 ? form.didntCome : undefined,
  }))
  // The ids (booking, couples marked) come from the server, not from the couple: what is checked is what they typed.
  .pipe(
    submitEnhancedReviewBody
      .omit({ booking_id: true, seeYouAgain: true, didntCome: true })
      .extend({ seeYouAgain: z.array(z.string()).optional(), didntCome: z.array(z.string()).optional() }),
  );

type ReviewValues = z.input<typeof reviewSchema>;
const NEW_REVIEW: ReviewValues = {
  rating: 5,
  restaurant_rating: 5,
  review_text: '',
  restaurant_feedback_text: '',
  coupleReviews: {},
  seeYouAgain: [],
  didntCome: [],
};

/** Drops the keys a blank optional left undefined, so the body carries only what was given. */
const withoutUndefined = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function ReviewForm({ booking, pending, onSubmit }: { booking: BookingDto; pending: boolean; onSubmit(review: ReviewSubmission): void }) {
  const t = useT();
  const form = useServerForm(reviewSchema, { defaultValues: NEW_REVIEW, messages: {} });
  const {
    rating,
    restaurant_rating: restaurantRating,
    review_text: reviewText,
    restaurant_feedback_text: restaurantFeedback,
    coupleReviews: couples,
    seeYouAgain: meetAgain,
    didntCome: absent,
  } = form.watch();
  const submit = form.handleSubmit((review) => onSubmit(withoutUndefined({ booking_id: booking.id, ...review })));
  const setRating = (value: number) => form.setValue('rating', value);
  const setRestaurantRating = (value: number) => form.setValue('restaurant_rating', value);
  const setReviewText = (value: string) => form.setValue('review_text', value);
  const setRestaurantFeedback = (value: string) => form.setValue('restaurant_feedback_text', value);
  const toggleMeetAgain = (userId: string, wanted: boolean) =>
    form.setValue('seeYouAgain', wanted ? [...meetAgain, userId] : meetAgain.filter((id) => id !== userId));
  const toggleAbsent = (userId: string, missing: boolean) => form.setValue('didntCome', missing ? [...absent, userId] : absent.filter((id) => id !== userId));
  const setCouple = (userId: string, change: Partial<{ rating: number; feedback: string }>) =>
    form.setValue('coupleReviews', { ...couples, [userId]: { ...(couples[userId] ?? { rating: 0, feedback: '' }), ...change } });

  return (
    <form onSubmit={(event) => void submit(event)} className="max-h-[65vh] space-y-4 overflow-y-auto pr-1">
      <StarRating label={t('dashboard.review.overall')} value={rating} onChange={setRating} />
      <textarea
        aria-label={t('dashboard.review.yourReview')}
        placeholder={t('dashboard.review.yourReviewPlaceholder')}
        value={reviewText}
        onChange={(event) => setReviewText(event.target.value)}
        maxLength={FIELD_LIMITS.review}
        rows={3}
        className={inputClasses()}
      />
      <StarRating
        label={booking.restaurant ? t('dashboard.review.restaurantNamed', { name: booking.restaurant.name }) : t('dashboard.review.restaurant')}
        value={restaurantRating}
        onChange={setRestaurantRating}
      />
      <textarea
        aria-label={t('dashboard.review.restaurantFeedback')}
        placeholder={t('dashboard.review.restaurantFeedbackPlaceholder')}
        value={restaurantFeedback}
        onChange={(event) => setRestaurantFeedback(event.target.value)}
        maxLength={FIELD_LIMITS.restaurantFeedback}
        rows={2}
        className={inputClasses()}
      />
      {booking.other_couples.map((couple) => (
        <div key={couple.user_id} className="rounded-xl border border-brand-100 p-3">
          <StarRating
            label={couple.coupleNames}
            value={couples[couple.user_id]?.rating ?? 0}
            onChange={(value) => setCouple(couple.user_id, { rating: value })}
          />
          <input
            aria-label={t('dashboard.review.coupleFeedback', { couple: couple.coupleNames })}
            placeholder={t('dashboard.review.coupleFeedbackPlaceholder')}
            value={couples[couple.user_id]?.feedback ?? ''}
            onChange={(event) => setCouple(couple.user_id, { feedback: event.target.value })}
            maxLength={2000}
            className={inputClasses(false, 'mt-2')}
          />
          <div className="mt-2">
            <Checkbox checked={meetAgain.includes(couple.user_id)} onCheckedChange={(checked) => toggleMeetAgain(couple.user_id, checked)}>
              {t('dashboard.review.meetAgain', { couple: couple.coupleNames })}
            </Checkbox>
          </div>
          <div className="mt-2">
            <Checkbox checked={absent.includes(couple.user_id)} onCheckedChange={(checked) => toggleAbsent(couple.user_id, checked)}>
              {t('dashboard.review.didntCome', { couple: couple.coupleNames })}
            </Checkbox>
          </div>
        </div>
      ))}
      {booking.other_couples.length > 0 && <p className="text-xs text-stone-600">{t('dashboard.review.meetAgainHint')}</p>}
      <Button type="submit" className="w-full" busy={pending}>
        {pending ? t('dashboard.review.submitting') : t('dashboard.review.submit')}
      </Button>
    </form>
  );
}
