/**
 * Read port: the scans of the scheduled lifecycle steps, which dinners are due for a step
 * by status and time. Each step then locks and changes the dinner through DinnerRepository
 * and its bookings through BookingRepository.
 */
export abstract class DinnerLifecycleQueries {
  /** Dinners still accepting bookings whose deadline has passed. */
  abstract listOpenPastDeadline(now: Date): Promise<string[]>;
  /** Dinners in booking_closed whose deadline is at or before the cutoff. */
  abstract listClosedWithDeadlineBefore(cutoff: Date): Promise<string[]>;
  /** Dinners with every group at a restaurant that started at or before the cutoff. */
  abstract listAssignedStartedBefore(cutoff: Date): Promise<string[]>;
  /** Dinners not completed nor cancelled, without every couple seated at a table, that started at or before `now`. */
  abstract listUnseatedStartedBefore(now: Date): Promise<string[]>;
}
