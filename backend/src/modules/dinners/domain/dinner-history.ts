import { counted } from '../../../kernel/counted';

/** Why the schedule cancelled a dinner: too few paid couples at the deadline, or nobody seated when it was due. */
export type ScheduledCancellation = 'too_few_couples' | 'unseated';

/** The schedule's steps on one dinner that can fail (each in its own transaction). */
export type ScheduledStepName = 'close_bookings' | 'cancel_too_few' | 'match' | 'complete' | 'cancel_unseated';

/** Failure texts are kept this short: enough to act on, never a whole stack. */
export const FAILURE_TEXT_LIMIT = 300;

/**
 * What a scheduled job did to one dinner, recorded in the transaction of the change. Couples
 * are kept by id, never by name: the operations page names them as they are now (an erased
 * couple is no longer named).
 */
export type ScheduledStep =
  | { kind: 'bookings_closed'; lapsedHolds: number }
  | { kind: 'matched'; seated: boolean; groups: number; unmatchedCouples: number; unplacedGroups: number }
  | { kind: 'unseated_couple_refunded'; coupleId: string; feeRefunded: boolean }
  | { kind: 'completed'; attended: number; reviewRequests: number }
  | { kind: 'cancelled'; reason: ScheduledCancellation; refundedBookings: number; notifiedCouples: number }
  /** The step's change was rolled back; the schedule tries it again at its next run. */
  | { kind: 'step_failed'; step: ScheduledStepName; error: string };

const STEP_WORDS: Record<ScheduledStepName, string> = {
  close_bookings: 'Closing bookings',
  cancel_too_few: 'Cancelling for too few couples',
  match: 'Matching and seating',
  complete: 'Completing the dinner',
  cancel_unseated: 'Cancelling the unseated dinner',
};

/** A failure as the history keeps it: the error's first line, shortened. */
export function stepFailure(step: ScheduledStepName, error: unknown): ScheduledStep {
  const text = (error instanceof Error ? error.message : String(error)).split('\n')[0].trim() || 'unknown error';
  return { kind: 'step_failed', step, error: text.length > FAILURE_TEXT_LIMIT ? `${text.slice(0, FAILURE_TEXT_LIMIT - 1)}…` : text };
}

/** Whether a failure says something the dinner's latest step does not: the same failure at every tick is one line. */
export function isNewFailure(latest: ScheduledStep | undefined, failure: ScheduledStep): boolean {
  return !(latest?.kind === 'step_failed' && failure.kind === 'step_failed' && latest.step === failure.step && latest.error === failure.error);
}

const CANCELLATION_WORDS: Record<ScheduledCancellation, string> = {
  too_few_couples: 'too few paid couples to fill one group',
  unseated: 'its couples were not seated when it was due',
};

/** The step and its outcome, as the dinner's operations page lists it. */
export function describeStep(step: ScheduledStep, coupleName: (coupleId: string) => string): string {
  switch (step.kind) {
    case 'bookings_closed':
      return `Bookings closed by the schedule: ${step.lapsedHolds === 0 ? 'no unpaid hold lapsed' : `${counted(step.lapsedHolds, 'unpaid hold')} lapsed`}.`;
    case 'matched': {
      const formed = `${counted(step.groups, 'group')} formed`;
      if (step.seated) return `Matched and seated by the schedule: ${formed}, every paid couple at a table.`;
      const needs = [
        step.unmatchedCouples > 0 && `${counted(step.unmatchedCouples, 'paid couple')} without a group`,
        step.unplacedGroups > 0 && `${counted(step.unplacedGroups, 'group')} without a table`,
      ].filter(Boolean);
      return `Matched by the schedule: ${formed}; waits for an admin (${needs.join(', ')}).`;
    }
    case 'unseated_couple_refunded':
      return `Unseated couple refunded by the schedule: ${coupleName(step.coupleId)}, booking cancelled${step.feeRefunded ? ', fee refunded in full' : ', no fee paid'}.`;
    case 'completed':
      return `Completed by the schedule: ${counted(step.attended, 'booking')} attended, ${counted(step.reviewRequests, 'review request')} sent.`;
    case 'cancelled':
      return `Cancelled by the schedule (${CANCELLATION_WORDS[step.reason]}): ${counted(step.notifiedCouples, 'paid couple')} told, ${counted(step.refundedBookings, 'fee')} refunded.`;
    case 'step_failed':
      return `${STEP_WORDS[step.step]} failed: ${step.error.replace(/\.$/, '')}. Nothing changed; the schedule tries again at its next run.`;
  }
}
