import { DomainError } from '../../../kernel/domain-error';
import { groupReasoning } from './group-reasoning';
import { groupCanBeHosted, pairRuleOut, RuleOut } from './hard-constraints';
import { MatchingInstance } from './matching-instance';

/**
 * A hard rule an admin's change to a group would break: the group rules, and its assigned
 * restaurant's (its party size, or another of its terms) when the group keeps one.
 */
export type GroupRule = 'group_size' | RuleOut | 'reported_pair' | 'past_rating' | 'repeat_pair' | 'party_size' | 'restaurant_fit';

/** Two couples (their ids) a rule keeps apart. */
export type CouplePair = readonly [string, string];

/**
 * A group rule an admin's change would break, with the facts its message names: the
 * application words it in the reader's language (`group-change-wording.ts`).
 */
export type RuleBreak =
  | { rule: 'group_size'; minimum: number; maximum: number; couples: number }
  | { rule: 'reported_pair' | 'past_rating' | 'different_city' | 'age_preference' | 'couple_type_preference'; pair: CouplePair }
  | { rule: 'repeat_pair'; pair: CouplePair; windowDinners: number }
  | { rule: 'no_restaurant' };

/** What a change does to a group's seat: its restaurant taken away, a group left too small, a group gone, a couple left out. */
export type ConsequenceKind = 'restaurant_unassigned' | 'below_minimum' | 'group_deleted' | 'couple_unmatched';

/** A break or a consequence of one change as the admin reads it, with the group it concerns (null: a group the change creates). */
export interface GroupRuleBreak {
  rule: GroupRule;
  groupId: string | null;
  message: string;
}
export interface GroupConsequence {
  kind: ConsequenceKind;
  groupId: string | null;
  message: string;
}

/** Everything a change would break and do, shown to the admin before it is made. */
export interface GroupChangeReview {
  breaks: GroupRuleBreak[];
  consequences: GroupConsequence[];
}

/** A break or consequence the admin chose to allow: kept on the group so that the choice is on record. */
export interface RecordedOverride {
  rule: GroupRule | ConsequenceKind;
  message: string;
  /** The group it concerns; absent on overrides recorded before a change named its groups. */
  groupId?: string | null;
  byUserId: string;
  at: string;
}

/**
 * The hard rules a group edited by an admin must keep (docs/matching.md, "Hard
 * constraints"): its size within bounds, every pair in one city and accepted by each
 * other's age and couple-type preferences, no pair where one reported the other after a
 * dinner, no pair where either rated the other 2 or less at a past dinner, no pair that shared a table within the novelty window (novelty_window_dinners;
 * a pair that asked to be seated together again is no repeat), as the engine holds them from
 * the instance's dining history, and some active restaurant of the city able to serve the
 * whole group.
 */
export function groupRuleBreaks(instance: MatchingInstance, coupleIds: readonly string[]): RuleBreak[] {
  const { minGroupSize, maxGroupSize } = instance.settings;
  const breaks: RuleBreak[] = [];
  if (coupleIds.length < minGroupSize || coupleIds.length > maxGroupSize) {
    breaks.push({ rule: 'group_size', minimum: minGroupSize, maximum: maxGroupSize, couples: coupleIds.length });
  }
  const members = coupleIds.map((id) => instance.features[instance.indexById.get(id)!]);
  for (let x = 0; x < members.length; x++) {
    for (let y = x + 1; y < members.length; y++) {
      const [a, b] = [members[x], members[y]];
      const pair: CouplePair = [a.id, b.id];
      if (instance.memory.reported(a.index, b.index)) breaks.push({ rule: 'reported_pair', pair });
      else if (instance.memory.vetoed(a.index, b.index)) breaks.push({ rule: 'past_rating', pair });
      else if (instance.isRepeat(a.index, b.index)) breaks.push({ rule: 'repeat_pair', pair, windowDinners: instance.settings.novelty.windowDinners });
      const rule = pairRuleOut(a, b, instance.settings, instance.venuesAt(a.place));
      if (rule && rule !== 'no_restaurant') breaks.push({ rule, pair });
    }
  }
  if (members.length > 0 && members.every((m) => m.place === members[0].place) && !groupCanBeHosted(members, instance.venuesAt(members[0].place))) {
    breaks.push({ rule: 'no_restaurant' });
  }
  return breaks;
}

/** A group's compatibility (0-100) and reasoning, as the engine would describe it. */
export function describeGroup(instance: MatchingInstance, coupleIds: readonly string[]): { score: number; reasoning: string } {
  const members = coupleIds.map((id) => instance.indexById.get(id)!);
  const score = instance.groupScore(members);
  return {
    score,
    reasoning: groupReasoning(
      members.map((i) => instance.features[i]),
      score,
      instance.destinationNames,
    ),
  };
}

/** Every break and consequence of the change, as the admin confirms them. */
export function overridesOf(review: GroupChangeReview, byUserId: string, at: string): RecordedOverride[] {
  return [
    ...review.breaks.map((b) => ({ rule: b.rule, message: b.message, groupId: b.groupId, byUserId, at })),
    ...review.consequences.map((c) => ({ rule: c.kind, message: c.message, groupId: c.groupId, byUserId, at })),
  ];
}

/**
 * A change refused for the hard rules it breaks: every one of them, and what the change would
 * do. The use case words the review and the message in the reader's language (the message
 * joins the breaks' own), so the error filter's phrasebook, which knows no phrase of it,
 * passes it on as it is.
 */
export class GroupRuleBrokenError extends DomainError {
  constructor(
    readonly review: GroupChangeReview,
    message: string,
  ) {
    super('conflict', 'MATCHING.RULE_BROKEN', message, {
      rules: [...new Set(review.breaks.map((b) => b.rule))],
      breaks: review.breaks.map((b) => ({ group_id: b.groupId, rule: b.rule, message: b.message })),
      consequences: review.consequences.map((c) => ({ group_id: c.groupId, kind: c.kind, message: c.message })),
    });
  }
}
