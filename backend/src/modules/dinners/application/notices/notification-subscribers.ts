import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import type { RecordedEvent } from '../../../../platform/events/event-log';
import { PAID_BOOKING_STATUSES } from '../../domain/booking';
import { BOOKING_REVEALED_EVENT, BOOKING_TEASER_EVENT } from '../../domain/dinner-events';
import { BookingMails } from '../bookings/booking-mails';
import { BookingRepository } from '../bookings/booking-repository';
import type { RevealedBooking } from '../dinner-events/dinner-change-log';
import { DinnerReveal } from './dinner-reveal';

/**
 * `dinners.notification-mails`: the schedule's messages to a seated couple, once the job
 * claimed them (`SendDinnerNotifications` records the claim as an event): the reveal mail
 * with its calendar update, and the teaser. A booking no longer paid when its event is
 * handled (cancelled right after the claim) is not mailed: its cancellation said it all.
 */
@Injectable()
export class NotificationSubscribers implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly mails: BookingMails,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'dinners.notification-mails',
      types: [BOOKING_REVEALED_EVENT, BOOKING_TEASER_EVENT],
      handle: (event) => this.mail(event),
    });
  }

  private async mail(event: RecordedEvent): Promise<void> {
    const now = this.clock.now();
    const { bookingId } = event.payload as { bookingId: string };
    const booking = await this.bookings.findById(bookingId, now);
    if (!booking || !PAID_BOOKING_STATUSES.includes(booking.status)) return;
    if (event.type === BOOKING_TEASER_EVENT) {
      await this.mails.sendTeaser(booking);
      return;
    }
    const claimed = event.payload as RevealedBooking;
    const revealed = await this.reveal.forBooking(booking, now);
    if (!revealed?.restaurant) return;
    await this.mails.sendReveal(booking, { ...revealed, icebreakers: revealed.icebreakers.length > 0 ? revealed.icebreakers : (claimed.icebreakers ?? []) });
  }
}
