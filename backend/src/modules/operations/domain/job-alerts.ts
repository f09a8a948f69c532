/** A job failing this many runs in a row is worth a human's attention; once, not every minute. */
export const FAILURES_BEFORE_ALERT = 3;

export type JobAlert = 'failing' | 'recovered' | null;

/**
 * What to tell the admins after a run, from the job's finished runs, newest (the run just
 * finished) first: 'failing' on exactly the third failure in a row (not the fourth, nor the
 * hundredth), 'recovered' on the first success after an alerted streak, nothing otherwise.
 * Read from the runs themselves, so no alert state can drift from what happened.
 */
export function alertAfterRun(outcomesNewestFirst: readonly ('succeeded' | 'failed')[]): JobAlert {
  const [latest, ...before] = outcomesNewestFirst;
  const failedIndex = before.findIndex((outcome) => outcome !== 'failed');
  const failuresBefore = failedIndex === -1 ? before.length : failedIndex;
  if (latest === 'failed') return failuresBefore + 1 === FAILURES_BEFORE_ALERT ? 'failing' : null;
  if (latest === 'succeeded') return failuresBefore >= FAILURES_BEFORE_ALERT ? 'recovered' : null;
  return null;
}
