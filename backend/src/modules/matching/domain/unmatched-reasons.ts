import { pairRuleOut, RuleOut } from './hard-constraints';
import { MatchingInstance } from './matching-instance';

/** How many other couples are examined to explain why a couple has no possible partner. */
const EXPLAIN_SAMPLE = 2000;

/** Why a couple was left unmatched, in words the admin can act on ('Requires Manual Matching'). */
export function unmatchedReason(instance: MatchingInstance, i: number): string {
  const couple = instance.couples[i];
  const features = instance.features[i];
  const city = `${couple.city}, ${couple.country}`;
  const block = instance.blocks.get(features.place)!;
  const venues = instance.venuesAt(features.place);
  if (block.length < 2) return `No other couple is booked in ${city}.`;
  if (block.length < instance.settings.minGroupSize)
    return `Only ${block.length} couples are booked in ${city}; a group needs at least ${instance.settings.minGroupSize}.`;
  if (venues.count === 0) return `No active restaurant with a table in ${city}.`;
  const minPeople = features.people * instance.settings.minGroupSize;
  if (!venues.canHost(features.needsMask, features.budgetMask, minPeople)) {
    return `No active restaurant in ${city} serves this couple's dietary needs in their price range for a group.`;
  }
  if (instance.graph.neighbours[i].length === 0) {
    const counts = new Map<RuleOut, number>();
    for (const j of block.slice(0, EXPLAIN_SAMPLE)) {
      if (j === i) continue;
      const rule = pairRuleOut(features, instance.features[j], instance.settings, venues);
      if (rule) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    }
    const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (main === 'age_preference') return "Every other couple is ruled out by an age preference (theirs or this couple's).";
    if (main === 'couple_type_preference') return "Every other couple is ruled out by a couple-type preference (theirs or this couple's).";
    if (main === 'no_restaurant') return `No restaurant in ${city} can host this couple with another couple (combined dietary needs, budget or party size).`;
  }
  return 'No group with room could take this couple without breaking a hard constraint.';
}
