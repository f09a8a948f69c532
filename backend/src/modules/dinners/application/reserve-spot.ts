import { Injectable } from '@nestjs/common';
import type { User } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { assertCanReserve, holdExpiry } from '../domain/capacity';
import { DinnerErrors } from '../domain/dinner-errors';
import { assertMayBook } from './booking-access';
import { BookingMails } from './booking-mails';
import { BookingRepository } from './dinner-store';
import { BookingWithDinner } from './dinner-views';

/**
 * POST /api/user/bookings and select-dinner-slot: reserves a spot as a 15-minute hold
 * that payment confirms; a dinner with no fee confirms at once. Asking again while the
 * couple's hold lasts returns that hold, so the booking page can be reloaded.
 */
@Injectable()
export class ReserveSpot {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly mails: BookingMails,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, dinnerId: string, specialRequests: string | null = null): Promise<BookingWithDinner> {
    const coupleId = assertMayBook(user);
    const now = this.clock.now();
    const { booking, created } = await this.bookings.reserve(
      { dinnerId, coupleId, userId: user.id, specialRequests, now },
      (dinner, takenSpots) => assertCanReserve(dinner, takenSpots, now),
      (dinner) => (dinner.logisticsFeeCents === 0 ? { status: 'confirmed', holdExpiresAt: null } : { status: 'pending_payment', holdExpiresAt: holdExpiry(now) }),
    );
    if (!created && booking.status !== 'pending_payment') throw DinnerErrors.alreadyBooked();
    const full = await this.bookings.findById(booking.id, now);
    if (!full) throw DinnerErrors.bookingNotFound();
    if (created && full.status === 'confirmed') await this.mails.sendConfirmation(full);
    return full;
  }
}
