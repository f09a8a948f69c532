import { CouplePair, GroupChangeReview, RuleBreak } from '../domain/group-rules';
import { shortId } from '../domain/matching-outcome';
import { ChangeBreak, ChangeConsequence, ChangeFindings, Seat, VenueBreak } from './group-change-review';
import { ServingProblem } from './group-venue';
import { MatchingWords } from './matching-messages';

/** How the admin knows a couple (`DinnerContext.label`). */
export type CoupleLabel = (coupleId: string) => string;

/** What a change would break and do, in the words of `t`. */
export function wordReview(t: MatchingWords, findings: ChangeFindings, label: CoupleLabel): GroupChangeReview {
  return {
    breaks: findings.breaks.map((found) => ({ rule: found.rule, groupId: found.groupId, message: breakText(t, found, label) })),
    consequences: findings.consequences.map((found) => ({ kind: found.kind, groupId: found.groupId, message: consequenceText(t, found, label) })),
  };
}

/** The message of a refused change: every break, then how to make it anyway. */
export function refusalText(t: MatchingWords, review: GroupChangeReview): string {
  return t('matching.review.refused', { breaks: review.breaks.map((b) => b.message).join(' ') });
}

export function ruleBreakText(t: MatchingWords, found: RuleBreak, label: CoupleLabel): string {
  switch (found.rule) {
    case 'group_size':
      return t('matching.break.groupSize', { minimum: found.minimum, maximum: found.maximum, couples: found.couples });
    case 'no_restaurant':
      return t('matching.break.noRestaurant');
    case 'repeat_pair':
      return t('matching.break.repeatPair', { ...pairOf(found.pair, label), dinners: found.windowDinners });
    case 'reported_pair':
      return t('matching.break.reportedPair', pairOf(found.pair, label));
    case 'past_rating':
      return t('matching.break.pastRating', pairOf(found.pair, label));
    case 'different_city':
      return t('matching.break.differentCity', pairOf(found.pair, label));
    case 'age_preference':
      return t('matching.break.agePreference', pairOf(found.pair, label));
    case 'couple_type_preference':
      return t('matching.break.coupleTypePreference', pairOf(found.pair, label));
  }
}

export function servingProblemText(t: MatchingWords, problem: ServingProblem): string {
  switch (problem.term) {
    case 'city':
      return t('matching.venue.city', { restaurant: problem.restaurant, city: problem.city });
    case 'active':
      return t('matching.venue.active', { restaurant: problem.restaurant });
    case 'party_size':
      return t('matching.venue.partySize', { restaurant: problem.restaurant, people: problem.people, maximum: problem.maximum });
    case 'price_range':
      return t('matching.venue.priceRange', { priceRange: problem.priceRange });
    case 'dietary':
      return t('matching.venue.dietary', { restaurant: problem.restaurant, missing: problem.missing.join(', ') });
    case 'past_rating':
      return t('matching.venue.pastRating', { restaurant: problem.restaurant });
    case 'other':
      return t('matching.venue.other', { restaurant: problem.restaurant });
    case 'tables':
      return t('matching.venue.tables', { restaurant: problem.restaurant });
  }
}

function breakText(t: MatchingWords, found: ChangeBreak, label: CoupleLabel): string {
  return 'problem' in found ? venueBreakText(t, found) : ruleBreakText(t, found, label);
}

/** The restaurant's term the group no longer meets; a revealed group keeps its table over it, and the message says so. */
function venueBreakText(t: MatchingWords, found: VenueBreak & { groupId: string | null }): string {
  const problem = found.problem.term === 'withdrawn' ? t('matching.break.restaurantWithdrawn') : servingProblemText(t, found.problem);
  return found.keeps ? t('matching.break.keepsTable', { problem, group: groupName(t, found.groupId), seat: seatText(t, found.keeps) }) : problem;
}

function consequenceText(t: MatchingWords, found: ChangeConsequence, label: CoupleLabel): string {
  switch (found.kind) {
    case 'group_deleted': {
      const group = groupName(t, found.groupId);
      return found.freed
        ? t('matching.consequence.groupDeletedFreeing', { group, seat: seatText(t, found.freed) })
        : t('matching.consequence.groupDeleted', { group });
    }
    case 'restaurant_unassigned':
      return t('matching.consequence.restaurantUnassigned', {
        group: groupName(t, found.groupId),
        seat: found.lost ? seatText(t, found.lost) : t('matching.review.itsRestaurant'),
      });
    case 'below_minimum': {
      const counts = { group: groupName(t, found.groupId), couples: found.couples, minimum: found.minimum };
      return found.holding
        ? t('matching.consequence.belowMinimumHolding', { ...counts, seat: seatText(t, found.holding) })
        : t('matching.consequence.belowMinimum', counts);
    }
    case 'couple_unmatched':
      return t('matching.consequence.coupleUnmatched', { couple: label(found.coupleId) });
  }
}

/** 'Group 9b2f6c1e', or the group the change creates; each opens its sentence. */
const groupName = (t: MatchingWords, groupId: string | null) =>
  groupId ? t('matching.review.group', { group: shortId(groupId) }) : t('matching.review.newGroup');

/** 'Chez Nous, table 2', or the restaurant alone before it gives a table. */
function seatText(t: MatchingWords, seat: Seat): string {
  const restaurant = seat.restaurant ?? t('matching.review.itsRestaurant');
  return seat.table ? t('matching.review.seat', { restaurant, table: seat.table }) : restaurant;
}

const pairOf = ([first, second]: CouplePair, label: CoupleLabel) => ({ first: label(first), second: label(second) });
