import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import type { RecordedEvent } from '../../../../platform/events/event-log';
import { PAID_BOOKING_STATUSES } from '../../domain/booking';
import { BOOKING_REVEALED_EVENT, BOOKING_TEASER_EVENT } from '../../domain/dinner-events';
import { BookingMails } from '../bookings/booking-mails';
import { BookingRepository } from '../bookings/booking-repository';
import type { RevealedBooking } from '../dinner-events/dinner-change-log';
import { DinnerReveal, RevealedDinner } from './dinner-reveal';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/**
 * Events per transaction: a Friday's reveals come by the thousand, and a batch's bookings,
 * seats, table-mates, members and calendar revisions are read in a statement each, its mails
 * written in one. A hundred reveals make two hundred mails with their calendar files.
 */
const BATCH_SIZE = 100;

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
      batchSize: BATCH_SIZE,
      handleBatch: (events) => this.mail(events),
    });
  }

  private async mail(events: readonly RecordedEvent[]): Promise<void> {
    const now = this.clock.now();
    const bookingOf = (event: RecordedEvent) => (event.payload as { bookingId: string }).bookingId;
    const paid = new Map(
      (await this.bookings.findByIds([...new Set(events.map(bookingOf))], now))
        .filter((booking) => PAID_BOOKING_STATUSES.includes(booking.status))
        .map((booking) => [booking.id, booking]),
    );
    const of = (type: string) => events.filter((event) => event.type === type && paid.has(bookingOf(event)));
    await this.mails.sendReveals(await this.reveals(of(BOOKING_REVEALED_EVENT) as RecordedEvent<RevealedBooking>[], paid, now));
    await this.mails.sendTeasers(of(BOOKING_TEASER_EVENT).map((event) => paid.get(bookingOf(event))!));
  }

  /** Each revealed booking with what its mail shows, read once per dinner; a booking with nothing to reveal (its table declined meanwhile) is left out. */
  private async reveals(events: readonly RecordedEvent<RevealedBooking>[], paid: Map<string, BookingWithDinner>, now: Date) {
    const byDinner = new Map<string, BookingWithDinner[]>();
    for (const event of events) byDinner.set(event.payload.dinnerId, [...(byDinner.get(event.payload.dinnerId) ?? []), paid.get(event.payload.bookingId)!]);
    const shown = new Map<string, RevealedDinner>();
    for (const [dinnerId, bookings] of byDinner)
      for (const [bookingId, revealed] of await this.reveal.forDinner(dinnerId, bookings, now)) shown.set(bookingId, revealed);
    return events.flatMap((event) => {
      const revealed = shown.get(event.payload.bookingId);
      if (!revealed?.restaurant) return [];
      // The starters the reveal claimed, when the group's were cleared since.
      const icebreakers = revealed.icebreakers.length > 0 ? revealed.icebreakers : (event.payload.icebreakers ?? []);
      return [{ booking: paid.get(event.payload.bookingId)!, revealed: { ...revealed, icebreakers } }];
    });
  }
}
