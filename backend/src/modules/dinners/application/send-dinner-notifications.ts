import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { REVEAL_BEFORE_EVENT_MS, TEASER_BEFORE_EVENT_MS } from '../domain/reveal-policy';
import { BookingMails } from './booking-mails';
import { DinnerReveal } from './dinner-reveal';
import { BookingRepository } from './dinner-store';

/**
 * The reveal mail 24 hours before a dinner (restaurant, table, companions, an updated
 * calendar invite with the address), the teaser 12 hours before, and the review request
 * once attended. Each goes out once per booking; a reveal waits until the group has a
 * restaurant. Each mail is enqueued in the commit that marks it sent, so a booking gets it
 * exactly once however the job is interrupted.
 */
@Injectable()
export class SendDinnerNotifications {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly mails: BookingMails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const now = this.clock.now();
    for (const booking of await this.bookings.listDueFor('reveal', new Date(now.getTime() + REVEAL_BEFORE_EVENT_MS), now)) {
      const revealed = await this.reveal.forBooking(booking, now);
      if (!revealed?.restaurant) continue;
      await this.unitOfWork.run(async () => {
        await this.mails.sendReveal(booking, revealed);
        await this.bookings.markNotified(booking.id, 'reveal', now);
      });
    }
    for (const booking of await this.bookings.listDueFor('teaser', new Date(now.getTime() + TEASER_BEFORE_EVENT_MS), now)) {
      await this.unitOfWork.run(async () => {
        await this.mails.sendTeaser(booking);
        await this.bookings.markNotified(booking.id, 'teaser', now);
      });
    }
    for (const booking of await this.bookings.listDueFor('review_request', now, now)) {
      await this.unitOfWork.run(async () => {
        await this.mails.sendReviewRequest(booking);
        await this.bookings.markNotified(booking.id, 'review_request', now);
      });
    }
  }
}
