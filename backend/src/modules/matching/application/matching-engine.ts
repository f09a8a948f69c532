import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AssignableRestaurant, assignRestaurants, UnassignedGroup } from '../../restaurants';
import { DiningHistory, NO_HISTORY, RestaurantRatingsByCouple } from '../domain/dining-history';
import { describeGrouping, formGroupsByRules, Grouping } from '../domain/group-formation';
import { groupingProblems } from '../domain/grouping-validation';
import { MatchCouple } from '../domain/match-couple';
import { MatchingAlgorithm } from '../domain/matching-algorithm';
import { MatchingInstance } from '../domain/matching-instance';
import { repeatPairs } from '../domain/memory-reasoning';
import { MatchingSettings, resolveMatchingSettings, StoredMatchingParameter } from '../domain/matching-parameters';
import { AiMatcher, AiProposal } from './ai-matcher';
import { groupDemand } from './group-demand';
import { withTimeout } from './with-timeout';
import { MatchingConfigSource } from './matching-config.source';

export interface MatchingRequest {
  /** The couples booked for one dinner. */
  couples: MatchCouple[];
  /** The restaurants (of the dinner's city) with their tables for the night. */
  restaurants: AssignableRestaurant[];
  seed: number;
  /** The dinner date (ages are computed on it); default now. */
  onDate?: Date;
  /** Ask the AI first (when configured and enabled by ai_matching_enabled). */
  useAi?: boolean;
  /** Parameters overriding the stored ones (the command line's `config`). */
  parameters?: StoredMatchingParameter[];
  /** Past dinners: who shared a table (and how they rated each other), how couples rated restaurants. Default: none. */
  history?: DiningHistory;
}

export interface MatchedGroup {
  coupleIds: string[];
  score: number;
  reasoning: string;
  algorithm: MatchingAlgorithm;
  restaurantId: string | null;
  tableNumber: number | null;
}

export interface MatchingOutcome {
  /** gemini_ai when the AI's grouping was used, rules_based otherwise. */
  algorithm: MatchingAlgorithm;
  /** Why the AI was asked but not used (timeout, error, invalid answer); null otherwise. */
  aiFallbackReason: string | null;
  /** The model's overall reasoning when its grouping was used. */
  aiReasoning: string | null;
  /** The AI model asked, when it was asked (used or not). */
  aiModel: string | null;
  groups: MatchedGroup[];
  unmatched: Grouping['unmatched'];
  /** Groups no restaurant table could take, with the criteria the admin screen shows. */
  unassignedGroups: (UnassignedGroup & { coupleIds: string[] })[];
  objective: number;
  /** Every pair of couples that may share a group, with its score. */
  pairScores: [string, string, number][];
}

/**
 * The matching engine: forms the groups of one dinner (AI first when asked, with the
 * rules-based engine as the fallback), then assigns restaurants and tables.
 */
@Injectable()
export class MatchingEngine {
  constructor(
    private readonly config: MatchingConfigSource,
    private readonly ai: AiMatcher,
    private readonly clock: Clock,
  ) {}

  async run(request: MatchingRequest): Promise<MatchingOutcome> {
    const settings = resolveMatchingSettings([...(await this.config.storedParameters()), ...(request.parameters ?? [])]);
    const onDate = request.onDate ?? this.clock.now();
    const history = request.history ?? NO_HISTORY;
    const instance = new MatchingInstance(request.couples, request.restaurants, settings, onDate, request.seed, history);

    let grouping: Grouping | null = null;
    let aiFallbackReason: string | null = null;
    let aiReasoning: string | null = null;
    let aiModel: string | null = null;
    if (request.useAi && settings.aiMatchingEnabled && this.ai.enabled) {
      aiModel = this.ai.model;
      const attempt = await this.tryAi(instance, request, settings, onDate);
      if ('grouping' in attempt) ({ grouping, reasoning: aiReasoning } = attempt);
      else aiFallbackReason = attempt.fallback;
    }
    // The search's time budget is compute time, so a monotonic stopwatch rather than the business Clock (which tests freeze).
    const formed = grouping ?? formGroupsByRules(instance, request.seed, () => performance.now());

    const groupIds = formed.groups.map((_, n) => `group-${n + 1}`);
    const coupleIdsOf = new Map(formed.groups.map((g, n) => [groupIds[n], g.coupleIds]));
    const restaurantMemory = new RestaurantRatingsByCouple(history.restaurantRatings);
    const demands = formed.groups.map((g, n) =>
      groupDemand(groupIds[n], g.coupleIds.map((id) => instance.couples[instance.indexById.get(id)!]), restaurantMemory.forGroup(g.coupleIds)),
    );
    const assignment = assignRestaurants(demands, request.restaurants, settings.restaurantWeights);
    const byGroup = new Map(assignment.assignments.map((a) => [a.groupId, a]));
    return {
      algorithm: grouping ? 'gemini_ai' : 'rules_based',
      aiFallbackReason,
      aiReasoning,
      aiModel,
      groups: formed.groups.map((g, n) => {
        const table = byGroup.get(groupIds[n]);
        return { ...g, restaurantId: table?.restaurantId ?? null, tableNumber: table?.tableNumber ?? null };
      }),
      unmatched: formed.unmatched,
      unassignedGroups: assignment.unassigned.map((u) => ({ ...u, coupleIds: coupleIdsOf.get(u.groupId)! })),
      objective: formed.objective,
      pairScores: candidatePairs(instance, formed),
    };
  }

  private async tryAi(
    instance: MatchingInstance,
    request: MatchingRequest,
    settings: MatchingSettings,
    onDate: Date,
  ): Promise<{ grouping: Grouping; reasoning: string } | { fallback: string }> {
    const largest = Math.max(0, ...[...instance.blocks.values()].map((b) => b.length));
    if (largest > settings.allPairsCityLimit) return { fallback: `AI matching skipped: ${largest} couples are too many for one AI request; rules-based matching used.` };
    let proposal: AiProposal;
    try {
      proposal = await withTimeout(
        this.ai.propose({
          couples: request.couples,
          venues: request.restaurants,
          onDate,
          minGroupSize: settings.minGroupSize,
          targetGroupSize: settings.targetGroupSize,
          maxGroupSize: settings.maxGroupSize,
          timeoutMs: settings.aiTimeoutMs,
        }),
        settings.aiTimeoutMs,
      );
    } catch (error) {
      return { fallback: `AI matching failed (${error instanceof Error ? error.message : String(error)}); rules-based matching used.` };
    }
    const problems = groupingProblems(instance, proposal.groups.map((g) => g.coupleIds));
    if (problems.length > 0) return { fallback: `AI answer rejected (${problems.slice(0, 3).join('; ')}); rules-based matching used.` };
    const toIndexes = (ids: string[]) => ids.map((id) => instance.indexById.get(id)!).sort((a, b) => a - b);
    // The model does not know who met before; the rules-based engine repeats a pair only when no grouping avoids it.
    const repeats = proposal.groups.flatMap((g) => repeatPairs(instance, toIndexes(g.coupleIds)));
    if (repeats.length > 0) return { fallback: `AI answer rejected (it seats again couples who met before: ${repeats.slice(0, 3).join('; ')}); rules-based matching used.` };
    // The model's reasoning for each group is what the admin reads as the match reasoning.
    const said = new Map(proposal.groups.map((g) => [toIndexes(g.coupleIds).join(','), g.reasoning.trim()]));
    const grouping = describeGrouping(instance, proposal.groups.map((g) => toIndexes(g.coupleIds)), 'gemini_ai', (members, generated) => said.get(members.join(',')) || generated);
    return { grouping, reasoning: proposal.reasoning };
  }
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
