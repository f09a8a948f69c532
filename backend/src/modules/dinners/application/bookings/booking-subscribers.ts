import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import type { RecordedEvent } from '../../../../platform/events/event-log';
import { BookingMails } from './booking-mails';
import { BookingRepository } from './booking-repository';
import { DinnerCancellationMails } from './dinner-cancellation-mails';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { SeeYouAgainMails } from '../table-social/see-you-again-mails';
import { StandbyOffers } from '../table-social/standby-offers';
import {
  BOOKING_CONFIRMED_EVENT,
  BOOKING_MOVED_EVENT,
  BOOKING_UNSEATED_EVENT,
  CancelledBookingFacts,
  DINNER_COMPLETED_EVENT,
  DINNER_CHANGE_EVENT_TYPES,
  DINNER_TABLE_EVENT_TYPES,
  DinnerCancelledFacts,
  DinnerFacts,
  MovedBookingFacts,
  SEAT_FREED_EVENT,
  SEE_YOU_AGAIN_MUTUAL_EVENT,
  STANDBY_CLOSED_EVENT,
  STANDBY_OFFERED_EVENT,
  dinnerOf,
} from '../../domain/dinner-events';

const BOOKING_CANCELLED_EVENT = DINNER_CHANGE_EVENT_TYPES.booking_cancelled;
const DINNER_CANCELLED_EVENT = DINNER_TABLE_EVENT_TYPES.cancelled;

/**
 * The consequences of what happens to a couple's own booking, each a subscriber with its
 * own cursor: `dinners.booking-mails` tells the couple (its confirmation, its cancellation
 * or move, a standby offer or its end, a dinner or seat the service cancelled, with the
 * calendar file each needs; after the dinner, the review request and a mutual "see you
 * again"), and `dinners.standby-offers` offers every freed spot to the standby list. The refunds these events owe are payments' subscriber's.
 */
@Injectable()
export class BookingSubscribers implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly bookings: BookingRepository,
    private readonly dinners: DinnerRepository,
    private readonly mails: BookingMails,
    private readonly cancellations: DinnerCancellationMails,
    private readonly seeYouAgain: SeeYouAgainMails,
    private readonly standby: StandbyOffers,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'dinners.booking-mails',
      types: [
        BOOKING_CONFIRMED_EVENT,
        STANDBY_OFFERED_EVENT,
        STANDBY_CLOSED_EVENT,
        BOOKING_CANCELLED_EVENT,
        BOOKING_MOVED_EVENT,
        BOOKING_UNSEATED_EVENT,
        DINNER_CANCELLED_EVENT,
        DINNER_COMPLETED_EVENT,
        SEE_YOU_AGAIN_MUTUAL_EVENT,
      ],
      handle: (event) => this.mail(event),
    });
    this.subscribers.register({
      name: 'dinners.standby-offers',
      types: [BOOKING_CANCELLED_EVENT, BOOKING_MOVED_EVENT, SEAT_FREED_EVENT],
      handle: async (event) => {
        await this.standby.offer(dinnerOf(event.payload));
      },
    });
  }

  private async mail(event: RecordedEvent): Promise<void> {
    const now = this.clock.now();
    switch (event.type) {
      case BOOKING_CONFIRMED_EVENT: {
        const booking = await this.bookings.findById((event.payload as DinnerFacts['booking.confirmed']).bookingId, now);
        if (booking) await this.mails.sendConfirmation(booking);
        return;
      }
      case STANDBY_OFFERED_EVENT: {
        const booking = await this.bookings.findById((event.payload as DinnerFacts['standby.offered']).bookingId, now);
        if (booking) await this.mails.sendStandbyOffer(booking);
        return;
      }
      case STANDBY_CLOSED_EVENT: {
        const { dinnerId, coupleId } = event.payload as DinnerFacts['standby.closed'];
        const dinner = await this.dinners.findById(dinnerId, now);
        if (dinner) await this.mails.sendStandbyClosed(coupleId, dinner);
        return;
      }
      case BOOKING_CANCELLED_EVENT: {
        const facts = event.payload as Partial<CancelledBookingFacts>;
        const booking = facts.bookingId ? await this.bookings.findById(facts.bookingId, now) : null;
        if (booking)
          await this.mails.sendCancellation(
            booking,
            facts.late ?? false,
            facts.feeKeptCents ?? 0,
            facts.feeRefundedCents ?? 0,
            facts.serviceTerminated ?? false,
          );
        return;
      }
      case BOOKING_MOVED_EVENT: {
        const facts = event.payload as Partial<MovedBookingFacts>;
        const booking = facts.bookingId ? await this.bookings.findById(facts.bookingId, now) : null;
        if (booking && facts.previousDate) await this.mails.sendRescheduled(booking, new Date(facts.previousDate));
        return;
      }
      case BOOKING_UNSEATED_EVENT: {
        const { dinnerId, bookingId, coupleId, feeRefunded } = event.payload as DinnerFacts['booking.unseated'];
        const dinner = await this.dinners.findById(dinnerId, now);
        if (dinner) await this.cancellations.unseated({ bookingId, coupleId }, dinner, feeRefunded);
        return;
      }
      case DINNER_CANCELLED_EVENT: {
        const { seats } = event.payload as Partial<DinnerCancelledFacts>;
        const dinner = await this.dinners.findById(dinnerOf(event.payload), now);
        if (dinner) for (const seat of seats ?? []) await this.cancellations.dinnerCancelled(seat, dinner, seat.refunded);
        return;
      }
      case DINNER_COMPLETED_EVENT: {
        const { city, reviewRequests } = event.payload as DinnerFacts['dinner.completed'];
        for (const coupleId of reviewRequests) await this.mails.sendReviewRequest(coupleId, city);
        return;
      }
      case SEE_YOU_AGAIN_MUTUAL_EVENT: {
        const [first, second] = (event.payload as DinnerFacts['see_you_again.mutual']).coupleIds;
        await this.seeYouAgain.sendMutual(first, second);
        return;
      }
    }
  }
}
