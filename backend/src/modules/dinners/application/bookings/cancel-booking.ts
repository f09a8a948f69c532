import { Injectable, Logger } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { decideCancellation, repeatedCancellation } from '../../domain/cancellation-policy';
import { DinnerErrors } from '../../domain/dinner-errors';
import { CancelledBookingFacts } from '../../domain/dinner-events';
import { feeKeptOnCancellation } from '../../domain/fee-policy';
import { currencyOf } from '../../domain/dinner-cities';
import { assertOwnBooking, coupleOf } from './booking-access';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { CoupleStandings } from './couple-standings';
import { BookingRepository } from './booking-repository';
import { BookingRefunds } from './booking-refunds';

export interface CancellationResult {
  bookingId: string;
  wasLateCancellation: boolean;
  serviceTerminated: boolean;
  /** The logistics fee the cancellation keeps (DECISIONS item 12), in cents: 0 for an unpaid hold or a dinner without a fee. */
  feeKeptCents: number;
  /** The dinner's currency (lower-case ISO 4217): the fee kept is in it. */
  currency: string;
}

/**
 * PUT /api/user/bookings/{id}/cancel, with the late-cancellation policy. The booking, the
 * couple's standing and its `booking.cancelled` event commit together: a crash between them
 * leaves the booking as it was. The event's subscribers mail the couple, tell the rest of its
 * table after the reveal, update the restaurant and offer the freed spot to the standby
 * list. A repeated cancel (a double click) answers as the first. The fee kept is what support
 * has not already given back (BookingRefunds, bound with DinnersAdminModule).
 */
@Injectable()
export class CancelBooking {
  private readonly logger = new Logger(CancelBooking.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly refunds: BookingRefunds,
    private readonly standings: CoupleStandings,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, bookingId: string): Promise<CancellationResult> {
    const coupleId = coupleOf(caller);
    const now = this.clock.now();
    let cancelledNow = false;
    const result = await this.unitOfWork.run(async (): Promise<CancellationResult> => {
      const { decision } = await this.bookings.cancel(bookingId, now, (booking) => {
        assertOwnBooking(caller, booking);
        if (booking.status === 'cancelled') return repeatedCancellation(booking.wasLateCancellation);
        return decideCancellation(booking.status, booking.dinner.eventDate, now);
      });
      const cancelled = await this.bookings.findById(bookingId, now);
      if (!cancelled) throw DinnerErrors.bookingNotFound();
      // A booking the service cancelled with its dinner was refunded: asking to cancel it again keeps nothing.
      const byService = cancelled.dinner.status === 'cancelled_by_system';
      // What is still held of the fee: a partial refund support gave earlier is not kept again.
      const feeKeptCents = byService
        ? 0
        : Math.max(0, feeKeptOnCancellation(cancelled, cancelled.dinner.logisticsFeeCents) - (await this.refunds.refundedCents(bookingId)));
      const currency = currencyOf(cancelled.dinner.city, cancelled.dinner.country);
      if (decision.alreadyCancelled)
        return {
          bookingId,
          wasLateCancellation: decision.wasLateCancellation,
          serviceTerminated: await this.standings.isTerminated(coupleId),
          feeKeptCents,
          currency,
        };
      const { serviceTerminated } = decision.countsForPolicy
        ? await this.standings.recordCancellation(coupleId, decision.wasLateCancellation)
        : { serviceTerminated: await this.standings.isTerminated(coupleId) };
      // A couple fewer at its table: the couple's own mail, the restaurant's party size, the table-mates once
      // revealed, and the freed spot for the standby list all follow from booking.cancelled.
      const facts: CancelledBookingFacts = {
        bookingId,
        late: decision.wasLateCancellation,
        feeKeptCents,
        feeRefundedCents: 0,
        serviceTerminated,
        refunds: [],
      };
      await this.changes.record(
        { kind: 'booking_cancelled', dinnerId: cancelled.dinnerId, coupleId, revealed: cancelled.revealSentAt !== null, bookingId },
        { type: 'couple', id: coupleId },
        undefined,
        facts,
      );
      cancelledNow = true;
      return { bookingId, wasLateCancellation: decision.wasLateCancellation, serviceTerminated, feeKeptCents, currency };
    });
    if (!cancelledNow) return result;
    this.logger.log({
      msg: 'booking cancelled by the couple',
      bookingId,
      coupleId,
      late: result.wasLateCancellation,
      serviceTerminated: result.serviceTerminated,
      feeKeptCents: result.feeKeptCents,
    });
    return result;
  }
}
