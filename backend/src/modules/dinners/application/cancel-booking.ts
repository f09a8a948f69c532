import { Injectable } from '@nestjs/common';
import type { User } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { decideCancellation, repeatedCancellation } from '../domain/cancellation-policy';
import { DinnerErrors } from '../domain/dinner-errors';
import { assertOwnBooking, coupleOf } from './booking-access';
import { BookingMails } from './booking-mails';
import { CoupleDirectory } from './couple-directory';
import { BookingRepository } from './dinner-store';

export interface CancellationResult {
  bookingId: string;
  wasLateCancellation: boolean;
  serviceTerminated: boolean;
}

/** PUT /api/user/bookings/{id}/cancel, with the late-cancellation policy; idempotent for the couple. */
@Injectable()
export class CancelBooking {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly mails: BookingMails,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, bookingId: string): Promise<CancellationResult> {
    const coupleId = coupleOf(user);
    const now = this.clock.now();
    const { decision } = await this.bookings.cancel(bookingId, now, (booking) => {
      assertOwnBooking(user, booking);
      if (booking.status === 'cancelled') return repeatedCancellation(booking.wasLateCancellation);
      return decideCancellation(booking.status, booking.dinner.eventDate, now);
    });
    if (decision.alreadyCancelled) return { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated: user.serviceTerminated };
    const { serviceTerminated } = decision.countsForPolicy
      ? await this.couples.recordCancellation(coupleId, decision.wasLateCancellation)
      : { serviceTerminated: user.serviceTerminated };
    const cancelled = await this.bookings.findById(bookingId, now);
    if (!cancelled) throw DinnerErrors.bookingNotFound();
    await this.mails.sendCancellation(cancelled, decision.wasLateCancellation);
    return { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated };
  }
}
