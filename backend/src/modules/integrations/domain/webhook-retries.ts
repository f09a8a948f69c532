const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Deliveries of one event are retried for this long after the first attempt; an endpoint failing this long is disabled. */
export const RETRY_WINDOW_MS = 72 * HOUR;
/** The gaps after the 1st, 2nd, … failed attempt; the last one repeats until the window ends. */
export const RETRY_GAPS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR] as const;
/** Failures in a row after which the admins are told once that an endpoint is failing. */
export const FAILURES_BEFORE_ALERT = 5;

export type RetryDecision = { retryAt: Date } | 'give_up';

/**
 * After a failed attempt (not a 410): when to try again, or to give up because the next try
 * would fall outside the 72 hours since the first attempt.
 */
export function afterFailure(attempts: number, firstAttemptAt: Date, now: Date): RetryDecision {
  const gap = RETRY_GAPS_MS[Math.min(attempts, RETRY_GAPS_MS.length) - 1];
  const retryAt = new Date(now.getTime() + gap);
  return retryAt.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? 'give_up' : { retryAt };
}

/** An endpoint that has failed without a success since `failingSince` is disabled once that is 72 hours ago. */
export const failingTooLong = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS;

/** What an answer means for the delivery: 2xx delivered, 410 stops the endpoint for good, anything else is retried. */
export function outcomeOf(status: number | null): 'delivered' | 'gone' | 'failed' {
  if (status !== null && status >= 200 && status < 300) return 'delivered';
  return status === 410 ? 'gone' : 'failed';
}
