import { pairRuleOut, RuleOut } from './hard-constraints';
import { MatchingInstance } from './matching-instance';

/** How many other couples are examined to explain why a couple has no possible partner. */
const EXPLAIN_SAMPLE = 2000;

/**
 * Why the engine left a couple unmatched, as facts the admin can act on ('Requires Manual
 * Matching'): the application words them in the reader's language. `place` is 'Dublin, Ireland'.
 */
export type UnmatchedCause =
  | { kind: 'alone'; place: string }
  | { kind: 'too_few_couples'; place: string; booked: number; minimum: number }
  | { kind: 'no_restaurant'; place: string }
  | { kind: 'no_restaurant_for_needs'; place: string }
  | { kind: 'age_preference' }
  | { kind: 'couple_type_preference' }
  | { kind: 'no_restaurant_for_pair'; place: string }
  | { kind: 'hard_constraint' };

export function unmatchedCause(instance: MatchingInstance, i: number): UnmatchedCause {
  const couple = instance.couples[i];
  const features = instance.features[i];
  const place = `${couple.city}, ${couple.country}`;
  const block = instance.blocks.get(features.place)!;
  const venues = instance.venuesAt(features.place);
  const minimum = instance.settings.minGroupSize;
  if (block.length < 2) return { kind: 'alone', place };
  if (block.length < minimum) return { kind: 'too_few_couples', place, booked: block.length, minimum };
  if (venues.count === 0) return { kind: 'no_restaurant', place };
  if (!venues.canHost(features.needsMask, features.budgetMask, features.people * minimum)) return { kind: 'no_restaurant_for_needs', place };
  if (instance.graph.neighbours[i].length === 0) {
    const counts = new Map<RuleOut, number>();
    for (const j of block.slice(0, EXPLAIN_SAMPLE)) {
      if (j === i) continue;
      const rule = pairRuleOut(features, instance.features[j], instance.settings, venues);
      if (rule) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    }
    const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (main === 'age_preference' || main === 'couple_type_preference') return { kind: main };
    if (main === 'no_restaurant') return { kind: 'no_restaurant_for_pair', place };
  }
  return { kind: 'hard_constraint' };
}
