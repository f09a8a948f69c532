import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { REVEAL_BEFORE_EVENT_MS, TEASER_BEFORE_EVENT_MS } from '../domain/reveal-policy';
import { BookingMails } from './booking-mails';
import { DinnerReveal } from './dinner-reveal';
import { BookingRepository } from './dinner-store';

/**
 * The reveal mail 24 hours before a dinner (restaurant, table, companions, an updated
 * calendar invite with the address), the teaser 12 hours before, and the review request
 * once attended. Each goes out once per booking; a reveal waits until the group has a
 * restaurant.
 */
@Injectable()
export class SendDinnerNotifications {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly mails: BookingMails,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const now = this.clock.now();
    for (const booking of await this.bookings.listDueFor('reveal', new Date(now.getTime() + REVEAL_BEFORE_EVENT_MS), now)) {
      const revealed = await this.reveal.forBooking(booking, now);
      if (!revealed?.restaurant) continue;
      await this.mails.sendReveal(booking, revealed);
      await this.bookings.markNotified(booking.id, 'reveal', now);
    }
    for (const booking of await this.bookings.listDueFor('teaser', new Date(now.getTime() + TEASER_BEFORE_EVENT_MS), now)) {
      await this.mails.sendTeaser(booking);
      await this.bookings.markNotified(booking.id, 'teaser', now);
    }
    for (const booking of await this.bookings.listDueFor('review_request', now, now)) {
      await this.mails.sendReviewRequest(booking);
      await this.bookings.markNotified(booking.id, 'review_request', now);
    }
  }
}
