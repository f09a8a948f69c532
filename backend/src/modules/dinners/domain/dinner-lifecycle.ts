/**
 * When a dinner moves on by itself (admin-side spec section 4): bookings close at the
 * deadline, matching and restaurant assignment follow after a configurable delay, and the
 * dinner is completed a configurable number of hours after it started. A dinner whose paid
 * couples cannot fill one group of the minimum size cannot run at all.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function isPastDeadline(bookingDeadline: Date, now: Date): boolean {
  return bookingDeadline.getTime() <= now.getTime();
}

/** Dinners whose deadline is at or before the answer are due for matching. */
export function matchingDeadlineCutoff(now: Date, delayMinutes: number): Date {
  return new Date(now.getTime() - delayMinutes * MINUTE_MS);
}

/** Dinners that started at or before the answer are due for completion. */
export function completionStartCutoff(now: Date, delayHours: number): Date {
  return new Date(now.getTime() - delayHours * HOUR_MS);
}

export function tooFewToRun(paidCouples: number, minimumGroupSize: number): boolean {
  return paidCouples < minimumGroupSize;
}
