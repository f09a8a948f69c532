import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { RUNNING_LATE_EVENT } from '../../domain/dinner-events';
import { isRunningLateOpen, RunningLateErrors, RunningLateMinutes, RunningLateNotice } from '../../domain/running-late';
import { assertOwnBooking } from '../bookings/booking-access';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { DinnerReveal } from '../notices/dinner-reveal';
import { EveningRepository } from './evening-repository';
import { EveningSheet } from './evening-sheet';

/**
 * "We're running late" from the revealed dinner card: once per couple per dinner, from three
 * hours before the start to an hour after it. It records `couple.running_late`; its
 * subscribers mail the tablemates and the restaurant (whose sheet shows it at once).
 */
@Injectable()
export class ReportRunningLate {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly sheet: EveningSheet,
    private readonly reveal: DinnerReveal,
    private readonly evening: EveningRepository,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, bookingId: string, minutes: RunningLateMinutes): Promise<RunningLateNotice> {
    const now = this.clock.now();
    const booking = await this.bookings.findById(bookingId, now);
    if (!booking) throw DinnerErrors.bookingNotFound();
    assertOwnBooking(caller, booking);
    const sent = await this.evening.runningLateOf(booking.dinnerId, booking.coupleId);
    if (sent) throw RunningLateErrors.alreadySent(sent.minutes);
    const seat = (await this.sheet.seatedCouples(booking.dinnerId)).find((couple) => couple.bookingId === booking.id);
    // The card shows its table once revealed: only then does the couple know whom it keeps waiting.
    if (!seat || !(await this.reveal.forBooking(booking, now))?.restaurant) throw RunningLateErrors.notRevealed();
    if (!isRunningLateOpen(booking.dinner.eventDate, now)) throw RunningLateErrors.notNow();
    const notice = { minutes, sentAt: now };
    return this.unitOfWork.run(async () => {
      if (!(await this.evening.addRunningLate(booking.dinnerId, booking.coupleId, notice))) {
        // Another tab pressed it first: the same answer as a second press.
        const first = await this.evening.runningLateOf(booking.dinnerId, booking.coupleId);
        throw RunningLateErrors.alreadySent(first?.minutes ?? minutes);
      }
      await this.changes.fact(
        RUNNING_LATE_EVENT,
        {
          dinnerId: booking.dinnerId,
          bookingId: booking.id,
          coupleId: booking.coupleId,
          groupId: seat.groupId,
          restaurantId: seat.restaurantId,
          tableNumber: seat.tableNumber,
          minutes,
        },
        { type: 'couple', id: booking.coupleId },
      );
      return notice;
    });
  }
}
