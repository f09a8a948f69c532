/**
 * Read port: the scans of the scheduled lifecycle steps, which dinners are due for a step
 * by status and time. Each step then locks and changes the dinner through DinnerRepository
 * and its bookings through BookingRepository.
 */
export abstract class DinnerLifecycleQueries {
  /** Dinners still accepting bookings whose deadline has passed. */
  abstract listOpenPastDeadline(now: Date): Promise<string[]>;
  /** Dinners in booking_closed whose deadline is at or before the cutoff; with `notStartedAt`, only those whose time has not come then (the start step owns those). */
  abstract listClosedWithDeadlineBefore(cutoff: Date, notStartedAt?: Date): Promise<string[]>;
  /** Dinners with every group at a restaurant that started at or before the cutoff. */
  abstract listAssignedStartedBefore(cutoff: Date): Promise<string[]>;
  /** Dinners not completed nor cancelled that started at or before `now`: each table's readiness is decided at the start. */
  abstract listStartedNotSettled(now: Date): Promise<string[]>;
  /** Dinners past their booking deadline, neither completed nor cancelled, starting after `from` (and at or before `to` when given), soonest first. */
  abstract listClosedStartingAfter(from: Date, to?: Date): Promise<string[]>;
}
