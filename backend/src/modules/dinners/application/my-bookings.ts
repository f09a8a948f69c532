import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { isRevealed } from '../domain/reveal-policy';
import { coupleOf } from './booking-access';
import { DinnerReveal, RevealedDinner } from './dinner-reveal';
import { DinnerSeating } from './dinner-seating';
import { BookingRepository } from './dinner-store';
import { BookingWithDinner } from './dinner-views';

export interface BookingOverview {
  booking: BookingWithDinner;
  revealed: boolean;
  reveal: RevealedDinner | null;
  /** Seated in a group by matching: known before the reveal, without saying where or with whom. */
  matched: boolean;
}

/** The couple's bookings, newest dinner first, with what the reveal allows them to see. */
@Injectable()
export class MyBookings {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly seating: DinnerSeating,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller): Promise<BookingOverview[]> {
    if (!caller.coupleId) return [];
    const now = this.clock.now();
    const bookings = await this.bookings.listForCouple(coupleOf(caller), now);
    return Promise.all(
      bookings.map(async (booking) => ({
        booking,
        revealed: isRevealed(booking.dinner.eventDate, now),
        reveal: await this.reveal.forBooking(booking, now),
        matched: booking.status === 'confirmed' && (await this.seating.seatOf(booking.dinnerId, booking.coupleId)) !== null,
      })),
    );
  }
}
