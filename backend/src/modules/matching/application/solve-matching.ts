// The pure entry: this runs on the matching worker thread, which index.ts would make load restaurants' Nest module.
import { AssignableRestaurant, assignRestaurants, UnassignedGroup } from '../../restaurants/pure';
import { DiningHistory, RestaurantRatingsByCouple } from '../domain/dining-history';
import { describeGrouping, formGroupsByRules, Grouping } from '../domain/group-formation';
import { MatchingAlgorithm } from '../domain/matching-algorithm';
import { groupingProblems } from '../domain/grouping-validation';
import { MatchCouple } from '../domain/match-couple';
import { MatchingInstance } from '../domain/matching-instance';
import { MatchingSettings } from '../domain/matching-parameters';
import { repeatPairs } from '../domain/memory-reasoning';
import { AiProposal } from './ai-matcher';
import { groupDemand } from './group-demand';

/**
 * One dinner's matching problem as plain data (structured-clone safe), so that it can be
 * solved in another thread: the settings are already resolved, the AI already asked.
 */
export interface MatchingProblem {
  couples: MatchCouple[];
  restaurants: AssignableRestaurant[];
  settings: MatchingSettings;
  onDate: Date;
  seed: number;
  history: DiningHistory;
  /** The AI's grouping to validate and use, or null for rules-based matching. */
  aiProposal: AiProposal | null;
  /** Whether to list the candidate pairs (tens of thousands on a large dinner: copied between threads for nothing when unused). */
  withPairScores: boolean;
}

export interface MatchedGroup {
  coupleIds: string[];
  score: number;
  reasoning: string;
  algorithm: MatchingAlgorithm;
  restaurantId: string | null;
  tableNumber: number | null;
}

export interface MatchingSolution {
  /** gemini_ai when the AI's grouping was used, rules_based otherwise. */
  algorithm: MatchingAlgorithm;
  /** Why the AI's proposal was not used (it broke a rule or seated a pair again); null when used or absent. */
  aiRejection: string | null;
  groups: MatchedGroup[];
  unmatched: Grouping['unmatched'];
  /** Groups no restaurant table could take, with the criteria the admin screen shows. */
  unassignedGroups: (UnassignedGroup & { coupleIds: string[] })[];
  objective: number;
  /** Every pair of couples that may share a group, with its score (empty unless asked). */
  pairScores: [string, string, number][];
}

/**
 * The pure, CPU-bound part of a matching run: the couples compiled, the candidate pairs
 * scored, the groups formed (the AI's, when valid, or by rules) and the tables assigned.
 * `elapsedMs` is a monotonic stopwatch for the search's time budget.
 */
export function solveMatching(problem: MatchingProblem, elapsedMs: () => number): MatchingSolution {
  const { couples, restaurants, settings, onDate, seed, history } = problem;
  // The solve's time limit counts the build of the candidate pairs too: at 20,000 couples it is most of the solve.
  const startedMs = elapsedMs();
  const instance = new MatchingInstance(couples, restaurants, settings, onDate, seed, history);
  const validated = problem.aiProposal ? validatedAiGrouping(instance, problem.aiProposal) : null;
  const aiGrouping = validated && 'grouping' in validated ? validated.grouping : null;
  const formed = aiGrouping ?? formGroupsByRules(instance, seed, elapsedMs, startedMs);

  const groupIds = formed.groups.map((_, n) => `group-${n + 1}`);
  const coupleIdsOf = new Map(formed.groups.map((g, n) => [groupIds[n], g.coupleIds]));
  const restaurantMemory = new RestaurantRatingsByCouple(history.restaurantRatings);
  const demands = formed.groups.map((g, n) =>
    groupDemand(
      groupIds[n],
      g.coupleIds.map((id) => instance.couples[instance.indexById.get(id)!]),
      restaurantMemory.forGroup(g.coupleIds),
    ),
  );
  const assignment = assignRestaurants(demands, restaurants, settings.restaurantWeights);
  const byGroup = new Map(assignment.assignments.map((a) => [a.groupId, a]));
  return {
    algorithm: aiGrouping ? 'gemini_ai' : 'rules_based',
    aiRejection: validated && 'rejected' in validated ? validated.rejected : null,
    groups: formed.groups.map((g, n): MatchedGroup => {
      const table = byGroup.get(groupIds[n]);
      return { ...g, restaurantId: table?.restaurantId ?? null, tableNumber: table?.tableNumber ?? null };
    }),
    unmatched: formed.unmatched,
    unassignedGroups: assignment.unassigned.map((u) => ({ ...u, coupleIds: coupleIdsOf.get(u.groupId)! })),
    objective: formed.objective,
    pairScores: problem.withPairScores ? candidatePairs(instance, formed) : [],
  };
}

/** The AI's grouping when it breaks no rule and seats no pair again; otherwise why not. */
function validatedAiGrouping(instance: MatchingInstance, proposal: AiProposal): { grouping: Grouping } | { rejected: string } {
  const problems = groupingProblems(
    instance,
    proposal.groups.map((g) => g.coupleIds),
  );
  if (problems.length > 0) return { rejected: `AI answer rejected (${problems.slice(0, 3).join('; ')}); rules-based matching used.` };
  const toIndexes = (ids: string[]) => ids.map((id) => instance.indexById.get(id)!).sort((a, b) => a - b);
  // The model does not know who met before; the rules-based engine repeats a pair only when no grouping avoids it.
  const repeats = proposal.groups.flatMap((g) => repeatPairs(instance, toIndexes(g.coupleIds)));
  if (repeats.length > 0)
    return { rejected: `AI answer rejected (it seats again couples who met before: ${repeats.slice(0, 3).join('; ')}); rules-based matching used.` };
  // The model's reasoning for each group is what the admin reads as the match reasoning.
  const said = new Map(proposal.groups.map((g) => [toIndexes(g.coupleIds).join(','), g.reasoning.trim()]));
  return {
    grouping: describeGrouping(
      instance,
      proposal.groups.map((g) => toIndexes(g.coupleIds)),
      'gemini_ai',
      (members, generated) => said.get(members.join(',')) || generated,
    ),
  };
}

/** The candidate pairs, plus any pair that shares a group without being a candidate (large cities only). */
function candidatePairs(instance: MatchingInstance, grouping: Grouping): [string, string, number][] {
  const pairs = new Map<string, [string, string, number]>();
  const add = (i: number, j: number) => {
    const [a, b] = i < j ? [i, j] : [j, i];
    pairs.set(`${a},${b}`, [instance.couples[a].id, instance.couples[b].id, instance.graph.score(a, b)]);
  };
  for (const [i, j] of instance.graph.pairs()) add(i, j);
  for (const g of grouping.groups) {
    const members = g.coupleIds.map((id) => instance.indexById.get(id)!);
    for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) add(members[x], members[y]);
  }
  return [...pairs.values()];
}
