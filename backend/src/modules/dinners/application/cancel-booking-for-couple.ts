import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decideCancellation } from '../domain/cancellation-policy';
import { DinnerErrors } from '../domain/dinner-errors';
import { feeKeptOnCancellation } from '../domain/fee-policy';
import { BookingMails } from './booking-mails';
import { BookingRefunds } from './booking-refunds';
import { CoupleDirectory } from './couple-directory';
import { BookingRepository } from './booking-repository';

/** What support decides about the logistics fee: the couple's usual terms keep it; a refund gives it back. */
export type SupportFeePolicy = 'keep' | 'refund';

export interface SupportCancellation {
  bookingId: string;
  feeKeptCents: number;
  /** refunded: the fee is owed back (the provider is asked after commit, payments retries a refusal). */
  feeRefunded: boolean;
}

/**
 * Customer support cancels a booking for a couple, the fee policy chosen explicitly. In one
 * transaction: the booking is cancelled (its spot freed), the payment is claimed back when
 * the fee is refunded, both partners get the usual cancellation mail (METHOD:CANCEL for a
 * paid booking) and the audit log gets the reason. It does not count as a late cancellation:
 * the couple asked support, the late-cancellation run is about no-notice drop-outs.
 */
@Injectable()
export class CancelBookingForCouple {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly refunds: BookingRefunds,
    private readonly mails: BookingMails,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: string, bookingId: string, fee: SupportFeePolicy, reason: string): Promise<SupportCancellation> {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async () => {
      await this.bookings.cancel(bookingId, now, (booking) => ({
        ...decideCancellation(booking.status, booking.dinner.eventDate, now),
        wasLateCancellation: false,
      }));
      const cancelled = await this.bookings.findById(bookingId, now);
      if (!cancelled) throw DinnerErrors.bookingNotFound();
      const paidFeeCents = feeKeptOnCancellation(cancelled, cancelled.dinner.logisticsFeeCents);
      const feeRefunded = fee === 'refund' && (await this.refunds.owe(bookingId));
      const feeKeptCents = feeRefunded ? 0 : paidFeeCents;
      await this.mails.sendCancellation(cancelled, false, feeKeptCents, feeRefunded ? paidFeeCents : 0);
      const members = await this.couples.contactsOf(cancelled.coupleId);
      await this.audit.record({
        adminId,
        action: 'cancel_booking',
        subjectUserIds: members.map((member) => member.userId),
        detail: { reason, bookingId, dinnerId: cancelled.dinnerId, fee, feeKeptCents, feeRefunded },
      });
      return { bookingId, feeKeptCents, feeRefunded };
    });
    if (result.feeRefunded) await this.refunds.settle();
    return result;
  }
}
