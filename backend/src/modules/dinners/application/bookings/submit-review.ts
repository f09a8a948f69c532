import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { isSameReview, ReviewInput, validateReview } from '../../domain/review';
import { assertOwnBooking } from './booking-access';
import { DinnerReveal } from '../notices/dinner-reveal';
import { BookingRepository } from './booking-repository';
import { ReviewRepository } from './review-repository';
import { SeeYouAgainMarks } from '../table-social/see-you-again-marks';
import { EveningRepository } from '../evening/evening-repository';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';

/**
 * POST /api/user/submit-enhanced-review: once per booking, once the dinner has started; the
 * same review again answers like the first. The couples ticked "see you again" in the form
 * are marked in the same unit of work as the review, and so are those it says did not come.
 */
@Injectable()
export class SubmitReview {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reviews: ReviewRepository,
    private readonly reveal: DinnerReveal,
    private readonly marks: SeeYouAgainMarks,
    private readonly evening: EveningRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    caller: Caller,
    bookingId: string,
    input: ReviewInput,
    seeYouAgainUserIds: readonly string[] = [],
    didntComeUserIds: readonly string[] = [],
  ): Promise<{ id: string; createdAt: Date }> {
    const now = this.clock.now();
    const booking = await this.bookings.findById(bookingId, now);
    if (!booking) throw DinnerErrors.bookingNotFound();
    assertOwnBooking(caller, booking);
    const revealed = await this.reveal.forBooking(booking, now);
    const tablemates = revealed?.otherCouples.flatMap((couple) => couple.userIds) ?? [];
    if (booking.reviewed) return this.repeated(bookingId, input);
    validateReview(
      input,
      { status: booking.status, eventDate: booking.dinner.eventDate, alreadyReviewed: booking.reviewed, seated: Boolean(revealed?.restaurant) },
      now,
      tablemates,
    );
    // The marks are checked before anything is written: a couple not at the table refuses the whole form.
    for (const userId of seeYouAgainUserIds) this.marks.tablemate(revealed?.otherCouples ?? [], userId);
    const absent = didntComeUserIds.map((userId) => this.marks.tablemate(revealed?.otherCouples ?? [], userId).coupleId);
    const saved = await this.unitOfWork.run(async () => {
      const inserted = await this.reviews.insert({
        bookingId,
        dinnerId: booking.dinnerId,
        coupleId: booking.coupleId,
        authorUserId: caller.id,
        rating: input.rating,
        restaurantRating: input.restaurantRating ?? null,
        reviewText: input.reviewText ?? null,
        restaurantFeedbackText: input.restaurantFeedbackText ?? null,
        coupleReviews: input.coupleReviews,
      });
      if (inserted) await this.marks.markWithReview(booking, revealed?.otherCouples ?? [], seeYouAgainUserIds);
      // "They didn't come": the admins compare it with the restaurant's mark (the operations page).
      if (inserted) await this.evening.addAbsenceStatements(booking.dinnerId, booking.coupleId, [...new Set(absent)], now);
      return inserted;
    });
    return saved ?? this.repeated(bookingId, input);
  }

  /** A submit repeating the saved review (a double click, a retry) answers like the first; a different one is refused. */
  private async repeated(bookingId: string, input: ReviewInput): Promise<{ id: string; createdAt: Date }> {
    const stored = await this.reviews.findByBooking(bookingId);
    if (!stored || !isSameReview(stored, input)) throw DinnerErrors.alreadyReviewed();
    return { id: stored.id, createdAt: stored.createdAt };
  }
}
