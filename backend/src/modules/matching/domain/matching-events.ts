/**
 * A matching run left paid couples without a group that were not told so before: recorded in
 * the run's transaction (sequenced in the dinner), mailed by matching's
 * `matching.unmatched-mails` subscriber. Self-contained: the dinner as the run saw it.
 */
export const COUPLES_UNMATCHED_EVENT = 'dinner.couples_unmatched';

export interface CouplesUnmatched {
  dinnerId: string;
  coupleIds: string[];
  city: string;
  /** ISO times: the payload is JSON. */
  eventDate: string;
  timeZone: string;
  revealed: boolean;
  revealAt: string;
}

/**
 * A couple left a revealed group (its account erased): the couples still at its table are
 * told, naming nobody (`matching.couple-left-mails`). `others`: the couples at the table
 * besides each one told.
 */
export const COUPLE_LEFT_GROUP_EVENT = 'group.couple_left';

export interface CoupleLeftGroup {
  dinnerId: string;
  groupId: string;
  remainingCoupleIds: string[];
  others: number;
  city: string;
  eventDate: string;
  timeZone: string;
}
