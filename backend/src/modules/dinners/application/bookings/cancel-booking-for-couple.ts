import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { decideCancellation } from '../../domain/cancellation-policy';
import { currencyOf } from '../../domain/dinner-cities';
import { DinnerErrors } from '../../domain/dinner-errors';
import { CancelledBookingFacts } from '../../domain/dinner-events';
import { feeKeptOnCancellation } from '../../domain/fee-policy';
import { BookingRefunds } from './booking-refunds';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { CoupleDirectory } from './couple-directory';
import { BookingRepository } from './booking-repository';

/** What support decides about the logistics fee: the couple's usual terms keep it; a refund gives it back. */
export type SupportFeePolicy = 'keep' | 'refund';

export interface SupportCancellation {
  bookingId: string;
  feeKeptCents: number;
  /** The dinner's currency (ISO 4217, upper case as the API shows it): the fee kept is in it. */
  currency: string;
  /**
   * The fee is owed back and on its way: recorded with the cancellation, claimed by payments'
   * subscriber of its event and sent to the provider once that commits (payments retries a refusal).
   */
  feeRefunded: boolean;
}

/**
 * Customer support cancels a booking for a couple, the fee policy chosen explicitly. In one
 * transaction: the booking is cancelled (its spot freed), the audit log gets the reason, and
 * `booking.cancelled` is recorded with the fee owed back when it is refunded. Its subscribers
 * claim the refund, send both partners the usual cancellation mail (METHOD:CANCEL for a paid
 * booking), tell the table-mates and the restaurant, and offer the spot to the standby list.
 * It does not count as a late cancellation: the couple asked support, the late-cancellation
 * run is about no-notice drop-outs.
 */
@Injectable()
export class CancelBookingForCouple {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly refunds: BookingRefunds,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(adminId: string, bookingId: string, fee: SupportFeePolicy, reason: string): Promise<SupportCancellation> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      await this.bookings.cancel(bookingId, now, (booking) => ({
        ...decideCancellation(booking.status, booking.dinner.eventDate, now),
        wasLateCancellation: false,
      }));
      const cancelled = await this.bookings.findById(bookingId, now);
      if (!cancelled) throw DinnerErrors.bookingNotFound();
      // What is still held of the fee: a partial refund support gave earlier is not kept again.
      const paidFeeCents = Math.max(0, feeKeptOnCancellation(cancelled, cancelled.dinner.logisticsFeeCents) - (await this.refunds.refundedCents(bookingId)));
      const feeRefunded = fee === 'refund' && (await this.refunds.refundable(bookingId));
      const feeKeptCents = feeRefunded ? 0 : paidFeeCents;
      const facts: CancelledBookingFacts = {
        bookingId,
        late: false,
        feeKeptCents,
        feeRefundedCents: feeRefunded ? paidFeeCents : 0,
        serviceTerminated: false,
        refunds: feeRefunded ? [bookingId] : [],
      };
      // As when the couple cancels: its restaurant hears the smaller party, and after the reveal its table-mates hear it is not coming.
      await this.changes.record(
        { kind: 'booking_cancelled', dinnerId: cancelled.dinnerId, coupleId: cancelled.coupleId, revealed: cancelled.revealSentAt !== null, bookingId },
        { type: 'admin', id: adminId },
        undefined,
        facts,
      );
      const members = await this.couples.contactsOf(cancelled.coupleId);
      await this.audit.record({
        adminId,
        action: 'cancel_booking',
        subjectUserIds: members.map((member) => member.userId),
        detail: { reason, bookingId, dinnerId: cancelled.dinnerId, fee, feeKeptCents, feeRefunded },
      });
      return { bookingId, feeKeptCents, currency: currencyOf(cancelled.dinner.city, cancelled.dinner.country).toUpperCase(), feeRefunded };
    });
  }
}
