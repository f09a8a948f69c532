import { RecordedActionKind } from './safety-policy';

/** An admin acted on a report or a couple (a lift included), or a rule suspended a couple: the couple concerned is mailed by the `safety.mails` subscriber. */
export const SAFETY_ACTION_TAKEN_EVENT = 'safety.action_taken';

export interface SafetyActionTaken {
  actionId: string;
  reportId: string | null;
  /** The couple the mail goes to: the reporter for a dismissal, the reported couple otherwise. */
  coupleId: string;
  action: RecordedActionKind;
  reason: string;
  /** ISO date-time, for a suspension. */
  suspendedUntil: string | null;
}
