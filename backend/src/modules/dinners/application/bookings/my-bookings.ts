import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { coupleOf } from './booking-access';
import { DinnerReveal, RevealedDinner } from '../notices/dinner-reveal';
import { DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository } from './booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';
import { EveningRepository } from '../evening/evening-repository';
import type { RunningLateNotice } from '../../domain/running-late';

export interface BookingOverview {
  booking: BookingWithDinner;
  /** The couple sees its restaurant and table. */
  revealed: boolean;
  reveal: RevealedDinner | null;
  /** Seated in a group by matching: known before the reveal, without saying where or with whom. */
  matched: boolean;
  /** "We're running late", as the couple sent it for this dinner (once). */
  runningLate: RunningLateNotice | null;
}

/** The couple's bookings, newest dinner first, with what the reveal allows them to see. */
@Injectable()
export class MyBookings {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly seating: DinnerSeating,
    private readonly evening: EveningRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller): Promise<BookingOverview[]> {
    if (!caller.coupleId) return [];
    const now = this.clock.now();
    const coupleId = coupleOf(caller);
    const bookings = await this.bookings.listForCouple(coupleId, now);
    // Seats, reveals and the other couples are read for all bookings at once, not per booking.
    const paidDinnerIds = bookings.filter((booking) => booking.status === 'confirmed' || booking.status === 'attended').map((booking) => booking.dinnerId);
    const seats = await this.seating.seatsOf(coupleId, paidDinnerIds);
    const reveals = await this.reveal.forSeated(bookings, (booking) => seats.get(booking.dinnerId), now);
    const late = await this.evening.runningLateOfCouple(coupleId);
    return bookings.map((booking) => ({
      booking,
      // Revealed means the couple sees its table: past the reveal time and seated at a restaurant.
      revealed: Boolean(reveals.get(booking.id)?.restaurant),
      reveal: reveals.get(booking.id) ?? null,
      matched: booking.status === 'confirmed' && seats.has(booking.dinnerId),
      runningLate: late.get(booking.dinnerId) ?? null,
    }));
  }

  /** One of the couple's bookings; another couple's is not found, as one that does not exist. */
  async one(caller: Caller, bookingId: string): Promise<BookingOverview> {
    const found = (await this.execute(caller)).find((overview) => overview.booking.id === bookingId);
    if (!found) throw DinnerErrors.bookingNotFound();
    return found;
  }
}
