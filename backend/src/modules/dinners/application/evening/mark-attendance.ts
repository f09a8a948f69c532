import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import type { EventActor } from '../../../../platform/events/event-log';
import {
  assertMarkingOpen,
  AttendanceErrors,
  AttendanceMark,
  AttendanceMarkedBy,
  NO_SHOW_WINDOW_MONTHS,
  noShowWindowStart,
  reachesNoShowLimit,
} from '../../domain/attendance';
import { DinnerErrors } from '../../domain/dinner-errors';
import { ATTENDANCE_MARKED_EVENT } from '../../domain/dinner-events';
import { AnswerReservation, ReservationView } from '../reservations/answer-reservation';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { BookingRepository } from '../bookings/booking-repository';
import { CoupleStandings } from '../bookings/couple-standings';
import { EveningRepository } from './evening-repository';
import { EveningSheet, SeatedCouple } from './evening-sheet';

/**
 * The evening's marks (docs/dinner-lifecycle.md, "The evening"): the restaurant through its
 * signed link marks the couples of its own tables, an admin any seated couple, each arrived or
 * no-show, from the start until a day after it. Each change is one `attendance.marked` event
 * with its actor; the same mark again is no change. A no-show keeps the fee (no refund event
 * follows from it); when it takes the couple's no-shows in twelve months to
 * NO_SHOW_SUSPENSION_THRESHOLD, `couple.no_show_limit_reached` is recorded with it.
 * A mark made after the dinner was completed settles the booking too (no-show wins over
 * attended); a review request already sent stays sent.
 */
@Injectable()
export class MarkAttendance {
  constructor(
    private readonly reservations: AnswerReservation,
    private readonly sheet: EveningSheet,
    private readonly evening: EveningRepository,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly standings: CoupleStandings,
    private readonly changes: DinnerChangeLog,
    private readonly audit: AdminAuditLog,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async byRestaurant(token: string, bookingId: string, mark: AttendanceMark): Promise<ReservationView> {
    const reservation = await this.reservations.reservationOf(token);
    await this.record(reservation.dinnerId, bookingId, mark, 'restaurant', { type: 'restaurant', id: reservation.restaurantId }, (couple) => {
      // A restaurant marks the couples of its own tables only.
      if (couple.restaurantId !== reservation.restaurantId) throw AttendanceErrors.notAtTable();
    });
    return this.reservations.view(token);
  }

  async byAdmin(adminId: string, dinnerId: string, bookingId: string, mark: AttendanceMark): Promise<void> {
    await this.record(dinnerId, bookingId, mark, 'admin', { type: 'admin', id: adminId }, async (couple) => {
      await this.audit.record({ adminId, action: 'mark_attendance', detail: { dinnerId, bookingId, coupleId: couple.coupleId, mark } });
    });
  }

  private record(
    dinnerId: string,
    bookingId: string,
    mark: AttendanceMark,
    markedBy: AttendanceMarkedBy,
    actor: EventActor,
    check: (couple: SeatedCouple) => void | Promise<void>,
  ): Promise<void> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      // Locked as the completion job locks it: a mark is either seen by the completion or sees the dinner completed.
      const dinner = await this.dinners.lock(dinnerId, now);
      if (!dinner) throw DinnerErrors.notFound();
      const couple = (await this.sheet.seatedCouples(dinnerId)).find((seated) => seated.bookingId === bookingId);
      if (!couple) throw markedBy === 'restaurant' ? AttendanceErrors.notAtTable() : AttendanceErrors.notSeated();
      assertMarkingOpen(dinner.eventDate, now);
      const previous = await this.evening.lockMark(bookingId);
      if (previous?.mark === mark) return;
      await check(couple);
      const since = noShowWindowStart(now);
      const before = await this.evening.noShowsSince(couple.coupleId, since);
      await this.evening.saveMark(dinnerId, { bookingId, coupleId: couple.coupleId, mark, markedBy, markedAt: now });
      if (dinner.status === 'completed' && (await this.bookings.settleLateMark(bookingId, mark)) && mark === 'arrived')
        await this.standings.recordAttendance(couple.coupleId);
      const after = await this.evening.noShowsSince(couple.coupleId, since);
      await this.changes.fact(
        ATTENDANCE_MARKED_EVENT,
        { dinnerId, bookingId, coupleId: couple.coupleId, mark, previous: previous?.mark ?? null, noShowsInTwelveMonths: after },
        actor,
      );
      const threshold = this.config.get('noShowSuspensionThreshold');
      if (mark === 'no_show' && reachesNoShowLimit(before, after, threshold))
        await this.changes.noShowLimitReached({ coupleId: couple.coupleId, dinnerId, noShows: after, threshold, windowMonths: NO_SHOW_WINDOW_MONTHS }, actor);
    });
  }
}
