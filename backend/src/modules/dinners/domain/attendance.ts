import { DomainError } from '../../../kernel/domain-error';

/** What the restaurant (or an admin) says of a couple on the evening. */
export const ATTENDANCE_MARKS = ['arrived', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Who marked: the restaurant through its signed link, or an admin on the operations page. */
export type AttendanceMarkedBy = 'restaurant' | 'admin';

/**
 * Marks open at the dinner's start and stay changeable for a day: the restaurant corrects a
 * late arrival during the evening, the admins a mistake the next morning. The restaurant's
 * signed link expires at the same time (ReservationLinks).
 */
export const ATTENDANCE_MARK_HOURS_AFTER_START = 24;
/** "No-shows in the last twelve months" count dinners of that window. */
export const NO_SHOW_WINDOW_MONTHS = 12;

const HOUR_MS = 60 * 60 * 1000;

export interface MarkingWindow {
  opensAt: Date;
  closesAt: Date;
}

export function markingWindow(eventDate: Date): MarkingWindow {
  return { opensAt: eventDate, closesAt: new Date(eventDate.getTime() + ATTENDANCE_MARK_HOURS_AFTER_START * HOUR_MS) };
}

export function isMarkingOpen(eventDate: Date, now: Date): boolean {
  const { opensAt, closesAt } = markingWindow(eventDate);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}

export function assertMarkingOpen(eventDate: Date, now: Date): void {
  if (now.getTime() < eventDate.getTime()) throw AttendanceErrors.notStarted();
  if (!isMarkingOpen(eventDate, now)) throw AttendanceErrors.closed();
}

/** The start of the twelve months "no-shows in the last twelve months" counts from. */
export function noShowWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - NO_SHOW_WINDOW_MONTHS);
  return start;
}

/**
 * Whether a new no-show takes the couple to the threshold: the count went from below it to
 * it or beyond (`after` counts the new one). A mark changed back and forth counts again.
 */
export function reachesNoShowLimit(before: number, after: number, threshold: number): boolean {
  return before < threshold && after >= threshold;
}

/**
 * Where the restaurant's mark and the tablemates' word differ, for the admins: a couple the
 * restaurant marked arrived that a tablemate says did not come. (Tablemates saying nothing is
 * no statement: a couple marked absent is not contradicted by silence.)
 */
export function attendanceMismatch(mark: AttendanceMark | null, saidAbsentBy: number): boolean {
  return mark === 'arrived' && saidAbsentBy > 0;
}

export const AttendanceErrors = {
  notStarted: () => new DomainError('conflict', 'ATTENDANCE.NOT_STARTED', 'Arrivals can be marked once the dinner has started.'),
  closed: () =>
    new DomainError(
      'conflict',
      'ATTENDANCE.CLOSED',
      `Arrivals can be marked until ${ATTENDANCE_MARK_HOURS_AFTER_START} hours after the dinner's start. To change one now, please contact our team.`,
    ),
  notAtTable: () => new DomainError('not_found', 'ATTENDANCE.NOT_AT_TABLE', 'This couple is not seated at your tables for this dinner.'),
  notSeated: () => new DomainError('not_found', 'ATTENDANCE.NOT_SEATED', 'This booking is not seated at this dinner.'),
};
