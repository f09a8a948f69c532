import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { assertMovable } from '../domain/booking-move';
import { DinnerErrors } from '../domain/dinner-errors';
import { BookingMails } from './booking-mails';
import { BookingPaymentLinks } from './booking-payment-links';
import { CoupleDirectory } from './couple-directory';
import { BookingRepository } from './booking-repository';

export interface BookingMove {
  bookingId: string;
  fromDinnerId: string;
  toDinnerId: string;
}

/**
 * Customer support moves a couple's paid booking to another dinner of the same city. In one
 * transaction, with both dinners locked: the rules (`assertMovable`, the target's capacity
 * among them), the booking and its payment moved, both partners told with the calendar
 * entry moved (same booking, next SEQUENCE), and the reason in the audit log. The fee paid
 * is carried over as it is, whatever the target dinner's fee.
 */
@Injectable()
export class MoveBookingToDinner {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: BookingPaymentLinks,
    private readonly mails: BookingMails,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(adminId: string, bookingId: string, targetDinnerId: string, reason: string): Promise<BookingMove> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      let previousDate = now;
      const before = await this.bookings.move(bookingId, targetDinnerId, now, (booking, from, to, bookedThere) => {
        assertMovable(booking, from, to, now, bookedThere);
        previousDate = from.eventDate;
      });
      await this.payments.moveToDinner(bookingId, targetDinnerId);
      const moved = await this.bookings.findById(bookingId, now);
      if (!moved) throw DinnerErrors.bookingNotFound();
      await this.mails.sendRescheduled(moved, previousDate);
      const members = await this.couples.contactsOf(moved.coupleId);
      await this.audit.record({
        adminId,
        action: 'move_booking',
        subjectUserIds: members.map((member) => member.userId),
        detail: { reason, bookingId, fromDinnerId: before.dinnerId, toDinnerId: targetDinnerId },
      });
      return { bookingId, fromDinnerId: before.dinnerId, toDinnerId: targetDinnerId };
    });
  }
}
