import { Injectable } from '@nestjs/common';
import type { Restaurant } from '../../restaurants';
import { isRevealed, shareableCouple, SharedCouple } from '../domain/reveal-policy';
import { CoupleDirectory } from './couple-directory';
import { DinnerSeat, DinnerSeating } from './dinner-seating';
import { BookingRepository } from './booking-repository';
import { BookingWithDinner } from './dinner-views';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

export interface RevealedDinner {
  groupId: string;
  restaurant: Restaurant | null;
  tableNumber: number | null;
  otherCouples: SharedCouple[];
  /** The group's conversation starters; empty until the reveal job writes them. */
  icebreakers: string[];
}

/** Only paid bookings of dinners past their reveal time (or already sent their reveal, before the dinner moved later) show anything. */
const mayReveal = (booking: BookingWithDinner, now: Date) =>
  (booking.status === 'confirmed' || booking.status === 'attended') && (booking.revealSentAt !== null || isRevealed(booking.dinner.eventDate, now));

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
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async forBooking(booking: BookingWithDinner, now: Date): Promise<RevealedDinner | null> {
    if (!mayReveal(booking, now)) return null;
    const seats = await this.seating.seatsOf(booking.coupleId, [booking.dinnerId]);
    return (await this.forSeated([booking], seats, now)).get(booking.id) ?? null;
  }

  /**
   * The reveals of one couple's bookings, given its seats by dinner id: one query per kind
   * of data, whatever the number of bookings. Bookings with nothing to show are absent.
   */
  async forSeated(bookings: readonly BookingWithDinner[], seats: ReadonlyMap<string, DinnerSeat>, now: Date): Promise<Map<string, RevealedDinner>> {
    const shown = bookings.filter((booking) => mayReveal(booking, now) && seats.has(booking.dinnerId));
    if (shown.length === 0) return new Map();
    // Who paid and who the table-mates are are read at once: a table-mate that turns out unpaid is described for nothing.
    const tableMates = [...new Set(shown.flatMap((booking) => seats.get(booking.dinnerId)!.coupleIds.filter((coupleId) => coupleId !== booking.coupleId)))];
    const [paid, descriptions] = await this.unitOfWork.all([
      () => this.bookings.listPaidCoupleIds(shown.map((booking) => booking.dinnerId)),
      () => this.couples.describe(tableMates),
    ]);
    // A couple that cancelled after matching keeps its group seat until an admin moves it, but
    // is no longer coming: it must not be shown to the table (nor be reviewable).
    const othersOf = new Map(
      shown.map((booking) => [
        booking.id,
        seats.get(booking.dinnerId)!.coupleIds.filter((coupleId) => coupleId !== booking.coupleId && paid.get(booking.dinnerId)?.has(coupleId)),
      ]),
    );
    const described = new Map(descriptions.map((couple) => [couple.coupleId, couple]));
    return new Map(
      shown.map((booking) => {
        const seat = seats.get(booking.dinnerId)!;
        const otherCouples = othersOf.get(booking.id)!.map((coupleId) => shareableCouple(described.get(coupleId)!));
        return [booking.id, { groupId: seat.groupId, restaurant: seat.restaurant, tableNumber: seat.tableNumber, otherCouples, icebreakers: seat.icebreakers }];
      }),
    );
  }
}
