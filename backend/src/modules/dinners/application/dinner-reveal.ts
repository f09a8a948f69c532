import { Injectable } from '@nestjs/common';
import type { Restaurant } from '../../restaurants';
import { isRevealed, shareableCouple, SharedCouple } from '../domain/reveal-policy';
import { CoupleDirectory } from './couple-directory';
import { DinnerSeating } from './dinner-seating';
import { BookingRepository } from './dinner-store';
import { BookingWithDinner } from './dinner-views';

export interface RevealedDinner {
  restaurant: Restaurant | null;
  tableNumber: number | null;
  otherCouples: SharedCouple[];
}

/**
 * What a couple may see of its dinner: nothing before the reveal time (24 h ahead), then
 * the restaurant, table and the other couples' first names and a few interests.
 */
@Injectable()
export class DinnerReveal {
  constructor(
    private readonly seating: DinnerSeating,
    private readonly couples: CoupleDirectory,
    private readonly bookings: BookingRepository,
  ) {}

  async forBooking(booking: BookingWithDinner, now: Date): Promise<RevealedDinner | null> {
    if (booking.status !== 'confirmed' && booking.status !== 'attended') return null;
    if (!isRevealed(booking.dinner.eventDate, now)) return null;
    const seat = await this.seating.seatOf(booking.dinnerId, booking.coupleId);
    if (!seat) return null;
    // A couple that cancelled after matching keeps its group seat until an admin moves it, but
    // is no longer coming: it must not be shown to the table (nor be reviewable).
    const paid = new Set(await this.bookings.listPaidCoupleIds(booking.dinnerId));
    const others = seat.coupleIds.filter((coupleId) => coupleId !== booking.coupleId && paid.has(coupleId));
    const described = await this.couples.describe(others);
    return { restaurant: seat.restaurant, tableNumber: seat.tableNumber, otherCouples: described.map(shareableCouple) };
  }
}
