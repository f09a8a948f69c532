import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../kernel/domain-error';
import { Clock } from '../../../../platform/clock/clock';
import { ACTIVE_BOOKING_STATUSES } from '../../domain/booking';
import { assertMovable } from '../../domain/booking-move';
import { DinnerErrors } from '../../domain/dinner-errors';
import { BookingRepository } from './booking-repository';
import { DinnerEventQueries } from '../dinner-events/dinner-event-queries';
import { DinnerOffer } from '../dinner-events/dinner-views';

/** Dinners are put on offer weeks ahead: a year covers every one a couple could be moved to. */
const MOVE_HORIZON_MS = 366 * 86_400_000;

/**
 * GET /api/admin/support/bookings/{id}/move-targets: the dinners Support's Move offers, those
 * the move's own rules (`assertMovable`) accept now. A dinner the couple already booked, a full
 * or closed one, is left out rather than offered and then refused.
 */
@Injectable()
export class BookingMoveTargets {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly events: DinnerEventQueries,
    private readonly clock: Clock,
  ) {}

  async list(bookingId: string): Promise<DinnerOffer[]> {
    const now = this.clock.now();
    const booking = await this.bookings.findById(bookingId, now);
    if (!booking) throw DinnerErrors.bookingNotFound();
    const from = booking.dinner;
    const booked = new Set(
      (await this.bookings.listForCouple(booking.coupleId, now)).filter((b) => ACTIVE_BOOKING_STATUSES.includes(b.status)).map((b) => b.dinnerId),
    );
    const offers = await this.events.listOfferedBetween(from.city, from.country, now, new Date(now.getTime() + MOVE_HORIZON_MS), now);
    return offers.filter((to) => {
      try {
        assertMovable(booking, from, to, now, booked.has(to.id));
        return true;
      } catch (error) {
        if (error instanceof DomainError) return false;
        throw error;
      }
    });
  }
}
