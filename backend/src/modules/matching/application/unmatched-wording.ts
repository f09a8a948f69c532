import { DEFAULT_LANGUAGE } from '../../../kernel/languages';
import { UnmatchedCause } from '../domain/unmatched-reasons';
import { matchingMessages, MatchingWords } from './matching-messages';

/** Why a couple is in no group, as recorded: the engine's cause, or what left it out of the run's groups. */
export type UnmatchedFacts = UnmatchedCause | { kind: 'no_profile' } | { kind: 'removed_by_admin' };

type Wording = { [Kind in UnmatchedFacts['kind']]: (t: MatchingWords, facts: Extract<UnmatchedFacts, { kind: Kind }>) => string };

const WORDING: Wording = {
  alone: (t, { place }) => t('matching.unmatchedReason.alone', { place }),
  too_few_couples: (t, { place, booked, minimum }) => t('matching.unmatchedReason.tooFewCouples', { place, booked, minimum }),
  no_restaurant: (t, { place }) => t('matching.unmatchedReason.noRestaurant', { place }),
  no_restaurant_for_needs: (t, { place }) => t('matching.unmatchedReason.noRestaurantForNeeds', { place }),
  age_preference: (t) => t('matching.unmatchedReason.agePreference'),
  couple_type_preference: (t) => t('matching.unmatchedReason.coupleTypePreference'),
  no_restaurant_for_pair: (t, { place }) => t('matching.unmatchedReason.noRestaurantForPair', { place }),
  hard_constraint: (t) => t('matching.unmatchedReason.hardConstraint'),
  no_profile: (t) => t('matching.unmatchedReason.noProfile'),
  removed_by_admin: (t) => t('matching.unmatchedReason.removedByAdmin'),
};

/** Reasons are recorded in English too, as the service's other records: what reads the record without wording it. */
const ON_RECORD = matchingMessages.in(DEFAULT_LANGUAGE);

export function unmatchedReasonText(t: MatchingWords, facts: UnmatchedFacts): string {
  return (WORDING[facts.kind] as (t: MatchingWords, facts: UnmatchedFacts) => string)(t, facts);
}

/** What the store keeps of a reason: its facts, and its English text. */
export const unmatchedRecord = (facts: UnmatchedFacts) => ({ reason: unmatchedReasonText(ON_RECORD, facts), facts });

/**
 * The recorded reason for the reader: worded from its facts, or the English text as recorded
 * when it has none (written before the facts were kept) or is of a kind this version does not know.
 */
export function recordedReasonText(t: MatchingWords, record: { reason: string; facts: UnmatchedFacts | null }): string {
  return record.facts && Object.hasOwn(WORDING, record.facts.kind) ? unmatchedReasonText(t, record.facts) : record.reason;
}

/** A paid couple the groups leave out with no reason recorded (e.g. booked after the run). */
export const notPlacedText = (t: MatchingWords) => t('matching.unmatchedReason.notPlaced');

/** Why a group has no restaurant: its tables are all taken, or no active restaurant could serve it at all. */
export function unassignedReasonText(t: MatchingWords, tablesTaken: boolean): string {
  return tablesTaken ? t('matching.unassignedReason.tablesTaken') : t('matching.unassignedReason.noRestaurant');
}
