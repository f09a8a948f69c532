import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { timeZoneOf } from '../../domain/dinner-cities';
import { SharedCouple } from '../../domain/reveal-policy';
import { isMarkingOpen } from '../../domain/see-you-again';
import { coupleOf } from '../bookings/booking-access';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerReveal } from '../notices/dinner-reveal';

/** The couple's table at a dinner, as a module above dinners (safety's reports) needs it. */
export interface DinnerTable {
  dinnerId: string;
  coupleId: string;
  city: string;
  eventDate: Date;
  timeZone: string;
  restaurantName: string | null;
  /** The dinner has started and the couple sat at a table: the same opening as reviews and "see you again". */
  started: boolean;
  /** The other couples of its table (empty until the couple was seated). */
  tablemates: SharedCouple[];
}

/** For safety's reports: whom the caller's couple sat with at a dinner, and whether that dinner has started. */
@Injectable()
export class TablematesAfterDinner {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly clock: Clock,
  ) {}

  /** The caller's table at this dinner (403 DINNERS.NOT_BOOKED when the couple has no booking of it). */
  async forCaller(caller: Caller, dinnerId: string): Promise<DinnerTable> {
    const now = this.clock.now();
    const booking = await this.bookings.findActiveForCoupleAndDinner(coupleOf(caller), dinnerId, now);
    if (!booking) throw DinnerErrors.notBookedOnDinner();
    const revealed = await this.reveal.forBooking(booking, now);
    const seated = Boolean(revealed?.restaurant);
    return {
      dinnerId,
      coupleId: booking.coupleId,
      city: booking.dinner.city,
      eventDate: booking.dinner.eventDate,
      timeZone: timeZoneOf(booking.dinner.city, booking.dinner.country),
      restaurantName: revealed?.restaurant?.name ?? null,
      started: isMarkingOpen({ status: booking.status, eventDate: booking.dinner.eventDate, seated }, now),
      tablemates: seated ? (revealed?.otherCouples ?? []) : [],
    };
  }
}
