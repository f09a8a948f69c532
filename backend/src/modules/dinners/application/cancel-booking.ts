import { Injectable, Logger } from '@nestjs/common';
import type { Caller } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decideCancellation, repeatedCancellation } from '../domain/cancellation-policy';
import { DinnerErrors } from '../domain/dinner-errors';
import { feeKeptOnCancellation } from '../domain/fee-policy';
import { assertOwnBooking, coupleOf } from './booking-access';
import { BookingMails } from './booking-mails';
import { CoupleStandings } from './couple-standings';
import { BookingRepository } from './dinner-store';

export interface CancellationResult {
  bookingId: string;
  wasLateCancellation: boolean;
  serviceTerminated: boolean;
  /** The logistics fee the cancellation keeps (DECISIONS item 12), in cents: 0 for an unpaid hold or a dinner without a fee. */
  feeKeptCents: number;
}

/**
 * PUT /api/user/bookings/{id}/cancel, with the late-cancellation policy. The booking, the
 * couple's standing and the cancellation mail commit together: a crash between them
 * leaves the booking as it was. A repeated cancel (a double click) answers as the first.
 */
@Injectable()
export class CancelBooking {
  private readonly logger = new Logger(CancelBooking.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly mails: BookingMails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, bookingId: string): Promise<CancellationResult> {
    const coupleId = coupleOf(caller);
    const now = this.clock.now();
    const { result, repeated } = await this.cancelInTransaction(caller, coupleId, bookingId, now);
    if (!repeated) this.logger.log({ msg: 'booking cancelled by the couple', bookingId, coupleId, late: result.wasLateCancellation, serviceTerminated: result.serviceTerminated, feeKeptCents: result.feeKeptCents });
    return result;
  }

  private cancelInTransaction(caller: Caller, coupleId: string, bookingId: string, now: Date): Promise<{ result: CancellationResult; repeated: boolean }> {
    return this.unitOfWork.run(async () => {
      const { decision } = await this.bookings.cancel(bookingId, now, (booking) => {
        assertOwnBooking(caller, booking);
        if (booking.status === 'cancelled') return repeatedCancellation(booking.wasLateCancellation);
        return decideCancellation(booking.status, booking.dinner.eventDate, now);
      });
      const cancelled = await this.bookings.findById(bookingId, now);
      if (!cancelled) throw DinnerErrors.bookingNotFound();
      // A booking the service cancelled with its dinner was refunded: asking to cancel it again keeps nothing.
      const byService = cancelled.dinner.status === 'cancelled_by_system';
      const feeKeptCents = byService ? 0 : feeKeptOnCancellation(cancelled, cancelled.dinner.logisticsFeeCents);
      if (decision.alreadyCancelled) {
        return { result: { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated: await this.standings.isTerminated(coupleId), feeKeptCents }, repeated: true };
      }
      const { serviceTerminated } = decision.countsForPolicy
        ? await this.standings.recordCancellation(coupleId, decision.wasLateCancellation)
        : { serviceTerminated: await this.standings.isTerminated(coupleId) };
      await this.mails.sendCancellation(cancelled, decision.wasLateCancellation, feeKeptCents);
      return { result: { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated, feeKeptCents }, repeated: false };
    });
  }
}
