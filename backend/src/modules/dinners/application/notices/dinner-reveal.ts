import { Injectable } from '@nestjs/common';
import type { Restaurant } from '../../../restaurants';
import { isRevealed, shareableCouple, SharedCouple } from '../../domain/reveal-policy';
import { declinedTables, tableKey } from '../../domain/restaurant-reservation';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerSeat, DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository } from '../bookings/booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';
import { RestaurantReservationRepository } from '../reservations/restaurant-reservation-repository';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';

/** Where a couple dines, once revealed: the place without the company. */
export interface RevealedPlace {
  groupId: string;
  restaurant: Restaurant | null;
  tableNumber: number | null;
  /** The group's conversation starters; empty until the reveal job writes them. */
  icebreakers: string[];
}

export interface RevealedDinner extends RevealedPlace {
  otherCouples: SharedCouple[];
}

/** Only paid bookings of dinners past their reveal time (or already sent their reveal, before the dinner moved later) show anything. */
const mayReveal = (booking: BookingWithDinner, now: Date) =>
  (booking.status === 'confirmed' || booking.status === 'attended') && (booking.revealSentAt !== null || isRevealed(booking.dinner.eventDate, now));

/**
 * What a couple may see of its dinner: nothing before the reveal time (24 h ahead), then
 * the restaurant, table and the other couples' first names and a few interests. Nothing of
 * a table its restaurant declined: that table is not going ahead, so its couples are not
 * sent there (no reveal, no teaser, no place on the dashboard) until an admin seats the
 * group at another, or the start refunds them (docs/dinner-lifecycle.md).
 */
@Injectable()
export class DinnerReveal {
  constructor(
    private readonly seating: DinnerSeating,
    private readonly couples: CoupleDirectory,
    private readonly bookings: BookingRepository,
    private readonly reservations: RestaurantReservationRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async forBooking(booking: BookingWithDinner, now: Date): Promise<RevealedDinner | null> {
    if (!mayReveal(booking, now)) return null;
    const seats = await this.seating.seatsOf(booking.coupleId, [booking.dinnerId]);
    return (await this.forSeated([booking], (of) => seats.get(of.dinnerId), now)).get(booking.id) ?? null;
  }

  /** The reveals of bookings of one dinner (a table's, or every due one): its seats read once, whatever the number of couples. */
  async forDinner(dinnerId: string, bookings: readonly BookingWithDinner[], now: Date): Promise<Map<string, RevealedDinner>> {
    if (!bookings.some((booking) => mayReveal(booking, now))) return new Map();
    const seats = await this.seating.seatsAt(dinnerId);
    return this.forSeated(bookings, (booking) => seats.get(booking.coupleId), now);
  }

  /** The places of bookings of one dinner, without the table-mates: what the reveal job claims and records, in fewer reads than the whole reveal. */
  async placesAt(dinnerId: string, bookings: readonly BookingWithDinner[], now: Date): Promise<Map<string, RevealedPlace>> {
    if (!bookings.some((booking) => mayReveal(booking, now))) return new Map();
    const seats = await this.seating.seatsAt(dinnerId);
    const shown = await this.shownSeats(bookings, (booking) => seats.get(booking.coupleId), now);
    return new Map(shown.map(({ booking, seat }) => [booking.id, placeOf(seat)]));
  }

  /**
   * The reveals of these bookings, given each one's seat: one query per kind of data, whatever
   * the number of bookings. Bookings with nothing to show are absent.
   */
  async forSeated(
    bookings: readonly BookingWithDinner[],
    seatOf: (booking: BookingWithDinner) => DinnerSeat | undefined,
    now: Date,
  ): Promise<Map<string, RevealedDinner>> {
    const shown = await this.shownSeats(bookings, seatOf, now);
    if (shown.length === 0) return new Map();
    // Who paid and who the table-mates are are read at once: a table-mate that turns out unpaid is described for nothing.
    const tableMates = [...new Set(shown.flatMap(({ booking, seat }) => seat.coupleIds.filter((coupleId) => coupleId !== booking.coupleId)))];
    const [paid, descriptions] = await this.unitOfWork.all([
      () => this.bookings.listPaidCoupleIds([...new Set(shown.map(({ booking }) => booking.dinnerId))]),
      () => this.couples.describe(tableMates),
    ]);
    const described = new Map(descriptions.map((couple) => [couple.coupleId, couple]));
    return new Map(
      shown.map(({ booking, seat }) => {
        // A couple that cancelled after matching keeps its group seat until an admin moves it, but
        // is no longer coming: it must not be shown to the table (nor be reviewable).
        const others = seat.coupleIds.filter((coupleId) => coupleId !== booking.coupleId && paid.get(booking.dinnerId)?.has(coupleId));
        const otherCouples = others.map((coupleId) => shareableCouple(described.get(coupleId)!));
        return [booking.id, { ...placeOf(seat), otherCouples }];
      }),
    );
  }

  /** The bookings that may be revealed with their seats, less those at a table its restaurant declined. */
  private async shownSeats(
    bookings: readonly BookingWithDinner[],
    seatOf: (booking: BookingWithDinner) => DinnerSeat | undefined,
    now: Date,
  ): Promise<{ booking: BookingWithDinner; seat: DinnerSeat }[]> {
    const seated = bookings.flatMap((booking) => {
      const seat = mayReveal(booking, now) ? seatOf(booking) : undefined;
      return seat ? [{ booking, seat }] : [];
    });
    if (seated.length === 0) return [];
    const dinnerIds = [...new Set(seated.map(({ booking }) => booking.dinnerId))];
    const declined = await this.reservations.declinedOf(dinnerIds);
    return seated.filter(({ booking, seat }) => {
      const ofDinner = declinedTables(declined.filter((reservation) => reservation.dinnerId === booking.dinnerId));
      return !(seat.restaurant && seat.tableNumber !== null && ofDinner.has(tableKey(seat.restaurant.id, seat.tableNumber)));
    });
  }
}

const placeOf = (seat: DinnerSeat): RevealedPlace => ({
  groupId: seat.groupId,
  restaurant: seat.restaurant,
  tableNumber: seat.tableNumber,
  icebreakers: seat.icebreakers,
});
