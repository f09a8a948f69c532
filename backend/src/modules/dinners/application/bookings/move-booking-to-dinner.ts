import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { assertMovable } from '../../domain/booking-move';
import { DinnerErrors } from '../../domain/dinner-errors';
import { BOOKING_MOVED_EVENT, MovedBookingFacts } from '../../domain/dinner-events';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
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
 * among them), the booking and its payment moved, `booking.moved` recorded, and the reason
 * in the audit log. Its subscribers tell both partners with the calendar entry moved (same
 * booking, next SEQUENCE), update the restaurant, and offer the spot left to the standby
 * list. The fee paid is carried over as it is, whatever the target dinner's fee.
 */
@Injectable()
export class MoveBookingToDinner {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: BookingPaymentLinks,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly changes: DinnerChangeLog,
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
      // For the dinner it left, a booking gone (never a revealed one: a seated booking is not moved).
      const facts: MovedBookingFacts = { bookingId, toDinnerId: targetDinnerId, previousDate: previousDate.toISOString() };
      await this.changes.record(
        { kind: 'booking_cancelled', dinnerId: before.dinnerId, coupleId: moved.coupleId, revealed: false, bookingId, movedToDinnerId: targetDinnerId },
        { type: 'admin', id: adminId },
        BOOKING_MOVED_EVENT,
        facts,
      );
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
