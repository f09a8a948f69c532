import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { assertCanReserve, holdExpiry } from '../../domain/capacity';
import { DinnerErrors } from '../../domain/dinner-errors';
import { BOOKING_CONFIRMED_EVENT } from '../../domain/dinner-events';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { CoupleDirectory } from './couple-directory';
import { assertMayBook, coupleOf } from '../../domain/couple-standing';
import { BookingRepository } from './booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/**
 * POST /api/user/bookings and select-dinner-slot (and the payment intent, through
 * DinnerPayments): reserves a spot as a 15-minute hold that payment confirms; a dinner
 * with no fee confirms at once, in the couple's own city only, with `booking.confirmed` (its
 * subscriber sends the confirmation mail) in the same commit. Asking again
 * while the couple's hold lasts returns that hold, so the booking page can be reloaded.
 */
@Injectable()
export class ReserveSpot {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, dinnerId: string, specialRequests: string | null = null): Promise<BookingWithDinner> {
    const coupleId = coupleOf(caller);
    const home = await this.couples.locationOf(coupleId);
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      // The couple's standing is read with the dinner's spots, under its lock: a booking rush queues there (issue 50).
      const { booking, created } = await this.bookings.reserve(
        { dinnerId, coupleId, userId: caller.id, specialRequests, now },
        {
          mayBook: (standing) => assertMayBook(caller, standing, now),
          check: (dinner, takenSpots) => assertCanReserve(dinner, takenSpots, now, home),
          initial: (dinner) =>
            dinner.logisticsFeeCents === 0 ? { status: 'confirmed', holdExpiresAt: null } : { status: 'pending_payment', holdExpiresAt: holdExpiry(now) },
        },
      );
      if (!created && booking.status !== 'pending_payment') throw DinnerErrors.alreadyBooked();
      const full = await this.bookings.findById(booking.id, now);
      if (!full) throw DinnerErrors.bookingNotFound();
      if (created && full.status === 'confirmed')
        await this.changes.fact(BOOKING_CONFIRMED_EVENT, { dinnerId, bookingId: full.id, coupleId }, { type: 'couple', id: coupleId });
      return full;
    });
  }
}
