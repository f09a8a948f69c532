import { Injectable } from '@nestjs/common';
import { AdminAuditEntry, AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { counted } from '../../../../kernel/counted';
import { toCsv } from '../../../../kernel/csv';
import { timeZoneOf } from '../../domain/dinner-cities';
import { DinnerErrors } from '../../domain/dinner-errors';
import { describeStep } from '../../domain/dinner-history';
import { ReservationStatus } from '../../domain/restaurant-reservation';
import { AttendanceMark, AttendanceMarkedBy, attendanceMismatch, isMarkingOpen, MarkingWindow, markingWindow } from '../../domain/attendance';
import type { RunningLateNotice } from '../../domain/running-late';
import { EveningRepository } from '../evening/evening-repository';
import { settleOffer } from '../../domain/standby';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from './dinner-repository';
import { DinnerEvent } from './dinner-views';
import { DinnerHistory } from './dinner-history';
import { BookingPaymentRecord, DinnerPaymentRecords, DinnerRunRecords } from './operations-sources';
import { RestaurantReservations } from '../reservations/restaurant-reservations';
import { RestaurantReservationRepository } from '../reservations/restaurant-reservation-repository';
import { StandbyRepository } from '../table-social/standby-repository';

export interface OperationsBooking {
  bookingId: string;
  coupleId: string;
  coupleNames: string;
  status: string;
  bookedAt: Date;
  holdExpiresAt: Date | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  wasLateCancellation: boolean;
  /** The booking's latest payment; null when it never reached one. */
  payment: BookingPaymentRecord | null;
}

export interface OperationsTable {
  groupId: string;
  restaurantId: string | null;
  restaurantName: string | null;
  /** Whether the restaurant has an email: without one it is never told, and must be called. */
  restaurantEmailed: boolean;
  tableNumber: number | null;
  coupleNames: string[];
  partySize: number;
  dietaryNeeds: string[];
  reservation: { status: ReservationStatus; revision: number; respondedAt: Date | null; declineReason: string | null } | null;
  /** The paid couples at the table and their evening. */
  couples: OperationsTableCouple[];
}

export interface OperationsTableCouple {
  bookingId: string;
  coupleId: string;
  coupleNames: string;
  attendance: AttendanceMark | null;
  markedBy: AttendanceMarkedBy | null;
  saidAbsentBy: number;
  mismatch: boolean;
  runningLate: RunningLateNotice | null;
}

export interface OperationsHistoryEntry {
  at: Date;
  /**
   * matching_run: a run of the matching (schedule, admin or script); admin_action: the audit log;
   * scheduled_job: what a scheduled job did to the dinner (bookings closed, seated, reveal sent,
   * unseated couples refunded, completed, cancelled), with its outcome.
   */
  kind: 'matching_run' | 'admin_action' | 'scheduled_job';
  summary: string;
  failed: boolean;
}

export interface DinnerOperationsView {
  dinner: DinnerEvent & { timeZone: string };
  bookings: OperationsBooking[];
  /** Unpaid holds still running, soonest to lapse first. */
  holds: { bookingId: string; coupleNames: string; expiresAt: Date }[];
  /** The standby list, first come first, with where each couple stands (waiting, offered, booked, lapsed, left, closed). */
  standby: { coupleNames: string; status: string; joinedAt: Date; offeredAt: Date | null }[];
  tables: OperationsTable[];
  history: OperationsHistoryEntry[];
  marking: MarkingWindow & { open: boolean };
  attendanceMismatches: number;
}

const namesOf = (users: { firstName: string; lastName?: string | null }[]) =>
  users.map((u) => [u.firstName, u.lastName].filter(Boolean).join(' ')).join(' & ') || 'Unknown couple';

/**
 * One dinner's operations, for the admin's page: its bookings with their payment and
 * refund, the holds about to lapse, its groups with restaurant, table and the restaurant's
 * answer, and what the schedule and the admins did to it. The table list per restaurant
 * exports as CSV.
 */
@Injectable()
export class DinnerOperations {
  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly seating: DinnerSeating,
    private readonly reservations: RestaurantReservations,
    private readonly reservationRecords: RestaurantReservationRepository,
    private readonly payments: DinnerPaymentRecords,
    private readonly runs: DinnerRunRecords,
    private readonly standby: StandbyRepository,
    private readonly history: DinnerHistory,
    private readonly evening: EveningRepository,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async view(dinnerId: string): Promise<DinnerOperationsView> {
    const now = this.clock.now();
    const dinner = await this.dinners.findById(dinnerId, now);
    if (!dinner) throw DinnerErrors.notFound();
    const [bookings, payments, tables, details, stored, runs, actions, standby, steps] = await this.unitOfWork.all([
      () => this.bookings.listForDinner(dinnerId, now),
      () => this.payments.forDinner(dinnerId),
      () => this.seating.tablesOf(dinnerId),
      () => this.reservations.detailsOf(dinnerId, dinner.eventDate),
      () => this.reservationRecords.forDinner(dinnerId),
      () => this.runs.forDinner(dinnerId),
      () => this.audit.aboutDinner(dinnerId),
      () => this.standby.listAll(dinnerId),
      () => this.history.forDinner(dinnerId),
    ] as const);
    const [marks, statements, late] = await this.unitOfWork.all([
      () => this.evening.marksOf(dinnerId),
      () => this.evening.absenceStatementsOf(dinnerId),
      () => this.evening.runningLateAt(dinnerId),
    ] as const);
    const paidBooking = new Map(bookings.filter((b) => b.status === 'confirmed' || b.status === 'attended').map((b) => [b.coupleId, b.id]));
    const markOf = new Map(marks.map((mark) => [mark.bookingId, mark]));
    const coupleIds = [...new Set([...bookings.map((b) => b.coupleId), ...tables.flatMap((t) => t.coupleIds), ...standby.map((s) => s.coupleId)])];
    const movedCouples = actions.flatMap((entry) => (typeof entry.detail.coupleId === 'string' ? [entry.detail.coupleId] : []));
    const [described, restaurants, adminNames] = await this.unitOfWork.all([
      () => this.couples.describe([...new Set([...coupleIds, ...movedCouples])]),
      () => this.seating.restaurants([...new Set(tables.flatMap((t) => (t.restaurantId ? [t.restaurantId] : [])))]),
      () => this.couples.namesOf(actions.map((entry) => entry.adminId)),
    ] as const);
    const coupleNames = new Map(described.map((c) => [c.coupleId, namesOf(c.users)]));
    const nameOf = (coupleId: string) => coupleNames.get(coupleId) ?? 'Unknown couple';
    const latestPayment = new Map<string, BookingPaymentRecord>();
    for (const payment of payments) if (payment.bookingId) latestPayment.set(payment.bookingId, payment);
    const restaurantById = new Map(restaurants.map((r) => [r.id, r]));
    const eveningOf = (coupleIds: string[]): OperationsTableCouple[] =>
      coupleIds.flatMap((coupleId) => {
        const bookingId = paidBooking.get(coupleId);
        if (!bookingId) return [];
        const mark = markOf.get(bookingId);
        const saidAbsentBy = statements.get(coupleId) ?? 0;
        return [
          {
            bookingId,
            coupleId,
            coupleNames: nameOf(coupleId),
            attendance: mark?.mark ?? null,
            markedBy: mark?.markedBy ?? null,
            saidAbsentBy,
            mismatch: attendanceMismatch(mark?.mark ?? null, saidAbsentBy),
            runningLate: late.get(coupleId) ?? null,
          },
        ];
      });
    const tableViews = tables.map((table) => {
      const restaurant = table.restaurantId ? restaurantById.get(table.restaurantId) : undefined;
      const detail = details.find((d) => d.groupId === table.groupId);
      const ofTable = stored.filter((r) => r.restaurantId === table.restaurantId && r.tableNumber === table.tableNumber);
      // A cancelled dinner's tables keep their reservation as cancelled (the table released), never "not sent".
      const reservation = ofTable.find((r) => r.status !== 'cancelled') ?? ofTable.find((r) => r.status === 'cancelled');
      return {
        groupId: table.groupId,
        restaurantId: table.restaurantId,
        restaurantName: restaurant?.name ?? null,
        restaurantEmailed: Boolean(restaurant?.email),
        tableNumber: table.tableNumber,
        coupleNames: table.coupleIds.map(nameOf),
        partySize: detail?.partySize ?? 0,
        dietaryNeeds: detail?.dietaryNeeds ?? [],
        reservation: reservation
          ? { status: reservation.status, revision: reservation.revision, respondedAt: reservation.respondedAt, declineReason: reservation.declineReason }
          : null,
        couples: eveningOf(table.coupleIds),
      };
    });
    return {
      dinner: { ...dinner, timeZone: timeZoneOf(dinner.city, dinner.country) },
      bookings: bookings.map((b) => ({
        bookingId: b.id,
        coupleId: b.coupleId,
        coupleNames: nameOf(b.coupleId),
        status: b.status,
        bookedAt: b.createdAt,
        holdExpiresAt: b.holdExpiresAt,
        confirmedAt: b.confirmedAt,
        cancelledAt: b.cancelledAt,
        wasLateCancellation: b.wasLateCancellation,
        payment: latestPayment.get(b.id) ?? null,
      })),
      holds: bookings
        .filter((b) => b.status === 'pending_payment' && b.holdExpiresAt && b.holdExpiresAt > now)
        .map((b) => ({ bookingId: b.id, coupleNames: nameOf(b.coupleId), expiresAt: b.holdExpiresAt! }))
        .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime()),
      standby: standby.map((entry) => {
        // An offer is settled by the next standby pass; the page says at once whether it was paid or lapsed.
        const hold = entry.status === 'offered' ? bookings.find((b) => b.id === entry.bookingId) : undefined;
        return {
          coupleNames: nameOf(entry.coupleId),
          status: hold ? settleOffer(hold, now) : entry.status,
          joinedAt: entry.joinedAt,
          offeredAt: entry.offeredAt,
        };
      }),
      tables: tableViews,
      marking: { ...markingWindow(dinner.eventDate), open: isMarkingOpen(dinner.eventDate, now) },
      attendanceMismatches: tableViews.reduce((sum, table) => sum + table.couples.filter((couple) => couple.mismatch).length, 0),
      history: [
        ...runs.map((run) => ({
          at: run.startedAt,
          kind: 'matching_run' as const,
          summary: `Matching run (${run.trigger}): ${run.status}${run.durationMs !== null ? ` in ${(run.durationMs / 1000).toFixed(1)} s` : ''}, ${counted(run.matchedGroups, 'group')}, ${counted(run.unmatchedCouples, 'couple')} unmatched${run.error ? `. ${run.error}` : ''}`,
          failed: run.status === 'failed',
        })),
        ...actions.map((entry) => ({
          at: entry.at,
          kind: 'admin_action' as const,
          summary: describeAdminAction(entry, nameOf, adminNames.get(entry.adminId) ?? 'a deleted admin'),
          failed: false,
        })),
        ...steps.map((entry) => ({
          at: entry.at,
          kind: 'scheduled_job' as const,
          summary: describeStep(entry.step, nameOf),
          failed: entry.step.kind === 'step_failed',
        })),
        // The reveal is claimed on each booking as its mail is queued: the booking row is its record.
        ...bookings.flatMap((b) =>
          b.revealSentAt ? [{ at: b.revealSentAt, kind: 'scheduled_job' as const, summary: `Reveal sent to ${nameOf(b.coupleId)}.`, failed: false }] : [],
        ),
      ].sort((a, b) => b.at.getTime() - a.at.getTime()),
    };
  }

  /** The table list as CSV, for one restaurant or all: what the restaurant needs to lay the tables; its date and time are the dinner's city's, and the header names the zone. */
  async tablesCsv(dinnerId: string, restaurantId: string | null): Promise<string> {
    const { dinner, tables } = await this.view(dinnerId);
    const at = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IE', { ...options, timeZone: dinner.timeZone }).format(dinner.eventDate);
    const date = at({ year: 'numeric', month: '2-digit', day: '2-digit' });
    const time = at({ hour: '2-digit', minute: '2-digit', hour12: false });
    const seated = await this.reservations.detailsOf(dinnerId, dinner.eventDate);
    const rows = tables
      .filter((t) => t.restaurantId && t.tableNumber && (!restaurantId || t.restaurantId === restaurantId))
      .sort((a, b) => (a.restaurantName ?? '').localeCompare(b.restaurantName ?? '') || (a.tableNumber ?? 0) - (b.tableNumber ?? 0))
      .map((t) => {
        const names = seated.find((d) => d.groupId === t.groupId)?.firstNames ?? [];
        return [t.restaurantName, date, time, t.tableNumber, t.partySize, names.join(', '), t.dietaryNeeds.join(', '), t.reservation?.status ?? 'not sent'];
      });
    return toCsv([
      ['Restaurant', 'Date', `Time (${dinner.timeZone})`, 'Table', 'Party size', 'Guests (first names)', 'Dietary needs', "Restaurant's answer"],
      ...rows,
    ]);
  }
}

/** An admin's action on the dinner, by name; a couple moved or removed between tables names the couple too. */
function describeAdminAction(entry: AdminAuditEntry, nameOf: (coupleId: string) => string, adminName: string): string {
  const couple = typeof entry.detail.coupleId === 'string' ? nameOf(entry.detail.coupleId) : null;
  if (entry.action === 'move_couple' && couple) return `Admin action: ${adminName} moved ${couple} to another table.`;
  if (entry.action === 'remove_couple' && couple) return `Admin action: ${adminName} removed ${couple} from their table.`;
  if (entry.action === 'mark_attendance' && couple)
    return `Admin action: ${adminName} marked ${couple} ${entry.detail.mark === 'no_show' ? 'as a no-show' : 'as arrived'}.`;
  return `Admin action: ${entry.action.replace(/_/g, ' ')}`;
}
