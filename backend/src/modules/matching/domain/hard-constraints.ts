import { CoupleFeatures } from './couple-features';
import { MatchingSettings } from './matching-parameters';
import { PlaceVenues } from './venues';

/**
 * The hard constraints no group may break:
 * - every couple of a group is in the same city;
 * - no couple's age or couple-type preference rules out another couple of the group;
 * - some active restaurant of the city, with a table that night, serves the group's
 *   combined dietary needs, at a price tier every couple accepts, for its party size.
 * The first two are pairwise; the third holds for a group only if it holds for each of its
 * pairs, so a pair that breaks it can never share a group either.
 */
export type RuleOut = 'different_city' | 'age_preference' | 'couple_type_preference' | 'no_restaurant';

export function pairRuleOut(a: CoupleFeatures, b: CoupleFeatures, settings: MatchingSettings, venues: PlaceVenues): RuleOut | null {
  if (a.place !== b.place) return 'different_city';
  if (rulesOutByAge(a, b, settings) || rulesOutByAge(b, a, settings)) return 'age_preference';
  if (rulesOutByCoupleType(a, b) || rulesOutByCoupleType(b, a)) return 'couple_type_preference';
  if (!venues.canHost(a.needsMask | b.needsMask, a.budgetMask & b.budgetMask, a.people + b.people)) return 'no_restaurant';
  return null;
}

/** Whether `chooser`'s age preference rules `other` out. Unknown ages never rule anyone out. */
export function rulesOutByAge(chooser: CoupleFeatures, other: CoupleFeatures, settings: MatchingSettings): boolean {
  if (chooser.agePreference === 'open' || chooser.meanAge === null || other.meanAge === null) return false;
  const limit = chooser.agePreference === 'around' ? settings.ageGapAroundOurAgeYears : settings.ageGapWiderRangeYears;
  return Math.abs(chooser.meanAge - other.meanAge) > limit;
}

/**
 * Whether `chooser`'s couple-type preference rules `other` out: 'Similar gender dynamic'
 * asks for the same dynamic, 'LGBTQIA+' for an LGBTQIA+ couple; choosing both accepts
 * either; 'Open to all' (or nothing restrictive) accepts everyone. When the genders do not
 * tell, the couple gets the benefit of the doubt.
 */
export function rulesOutByCoupleType(chooser: CoupleFeatures, other: CoupleFeatures): boolean {
  if (!chooser.wantsSimilarDynamic && !chooser.wantsLgbtq) return false;
  const similar = chooser.wantsSimilarDynamic && (chooser.dynamic === 'unknown' || other.dynamic === 'unknown' || chooser.dynamic === other.dynamic);
  const lgbtq = chooser.wantsLgbtq && other.lgbtq !== false;
  return !similar && !lgbtq;
}

/** The group-level restaurant check, from the members' combined demand. */
export function groupCanBeHosted(members: readonly CoupleFeatures[], venues: PlaceVenues): boolean {
  let needs = 0;
  let budget = -1;
  let people = 0;
  for (const m of members) {
    needs |= m.needsMask;
    budget &= m.budgetMask;
    people += m.people;
  }
  return venues.canHost(needs, budget, people);
}
