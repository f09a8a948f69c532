import { BookingStatus } from './booking';
import { DinnerErrors } from './dinner-errors';

/**
 * Cancelling less than this before the event is a late cancellation. The run of late
 * cancellations and the termination after the second are the couple's standing.
 */
const LATE_CANCELLATION_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface CancellationDecision {
  wasLateCancellation: boolean;
  /**
   * Only a paid booking counts for the policy: dropping an unpaid hold costs the other
   * couples nothing, and must not reset a run of late cancellations either.
   */
  countsForPolicy: boolean;
  /** The booking was cancelled by an earlier request (a double click, a retry): nothing changes. */
  alreadyCancelled?: true;
}

/** A repeated cancellation answers as the first one did, so a double click is not an error. */
export function repeatedCancellation(wasLateCancellation: boolean): CancellationDecision {
  return { wasLateCancellation, countsForPolicy: false, alreadyCancelled: true };
}

/** Pending holds and confirmed bookings can be cancelled until the dinner starts. */
export function decideCancellation(status: BookingStatus, eventDate: Date, now: Date): CancellationDecision {
  if (status !== 'pending_payment' && status !== 'confirmed') throw DinnerErrors.notCancellable(status);
  const untilEvent = eventDate.getTime() - now.getTime();
  if (untilEvent <= 0) throw DinnerErrors.dinnerStarted();
  const countsForPolicy = status === 'confirmed';
  return { wasLateCancellation: countsForPolicy && untilEvent < LATE_CANCELLATION_WINDOW_MS, countsForPolicy };
}
