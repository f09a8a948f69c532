import { GroupSearch, SearchLimits } from './group-search';
import { groupReasoning } from './group-reasoning';
import { MatchingAlgorithm } from './matching-algorithm';
import { MatchingInstance } from './matching-instance';
import { STEPS_PER_ROUND } from './matching-parameters';
import { repeatNote, seatTogetherNote } from './memory-reasoning';
import { SeededRandom } from './random';
import { UnmatchedCause, unmatchedCause } from './unmatched-reasons';

export interface FormedGroup {
  coupleIds: string[];
  /** Compatibility 0-100: the mean score of the group's pairs. */
  score: number;
  reasoning: string;
  algorithm: MatchingAlgorithm;
}

export interface UnmatchedCouple {
  id: string;
  cause: UnmatchedCause;
}

export interface Grouping {
  groups: FormedGroup[];
  unmatched: UnmatchedCouple[];
  /** The objective documented on MatchingInstance. */
  objective: number;
}

/**
 * Rules-based group formation. Deterministic for a seed: the search makes a fixed number of
 * local-search steps (search_effort × STEPS_PER_ROUND per couple, in at most search_max_rounds rounds); `elapsedMs` only cuts it
 * short past the time budget (search_time_budget_ms, times the square root of the
 * number of couples over 2,000), which only dinners of hundreds of couples reach, or past
 * the solve's time limit (solve_time_limit_ms from `startedMs`, when the caller began
 * building the instance), which only the largest dinners or a loaded machine reach.
 */
export function formGroupsByRules(instance: MatchingInstance, seed: number, elapsedMs: () => number, startedMs = elapsedMs()): Grouping {
  const { searchEffort, searchMaxRounds, searchTimeBudgetMs, solveTimeLimitMs } = instance.settings;
  const limits = {
    steps: searchEffort * STEPS_PER_ROUND * instance.features.length,
    rounds: searchMaxRounds,
    budgetMs: searchTimeBudgetMs * Math.sqrt(Math.max(1, instance.features.length / 2000)),
    deadlineMs: startedMs + solveTimeLimitMs,
    elapsedMs,
  };
  const groups = new GroupSearch(instance, new SeededRandom(seed)).run(limits);
  return describeGrouping(instance, seatingAsManyAsWithoutRepeats(instance, groups, seed, limits), 'rules_based');
}

/**
 * Seating everyone outranks new faces: when the search leaves couples unmatched on a dinner
 * where some booked pairs met, the same dinner is grouped as if none had, and if that seats
 * more couples the search starts again from its grouping, keeping the repeats to the fewest
 * it finds (each named in its group's reasoning). Avoiding repeats, construction and the
 * moves look at new faces first and had left a couple out that a group with a couple it met
 * would have taken (issue 51). Returns a grouping that seats at least as many as that one.
 */
function seatingAsManyAsWithoutRepeats(instance: MatchingInstance, groups: number[][], seed: number, limits: SearchLimits): number[][] {
  const seatedIn = (grouping: readonly number[][]) => grouping.reduce((n, g) => n + g.length, 0);
  if (!instance.memory.hasRecentPairs || seatedIn(groups) === instance.features.length) return groups;
  const unmindful = new GroupSearch(instance.withoutRepeats(), new SeededRandom(seed)).run(limits);
  if (seatedIn(unmindful) <= seatedIn(groups)) return groups;
  const mindful = new GroupSearch(instance, new SeededRandom(seed)).run(limits, unmindful);
  return seatedIn(mindful) >= seatedIn(unmindful) ? mindful : unmindful;
}

/** Scores, reasoning (naming any pair seated together again) and why couples are left unmatched, for a grouping given as couple indexes. */
export function describeGrouping(
  instance: MatchingInstance,
  groups: readonly number[][],
  algorithm: MatchingAlgorithm,
  reasoningOf: (members: number[], generated: string) => string = (_, generated) => generated,
): Grouping {
  const seated = new Set(groups.flat());
  const sorted = [...groups].sort((a, b) => a[0] - b[0]);
  return {
    groups: sorted.map((members) => {
      const score = instance.groupScore(members);
      const generated = groupReasoning(
        members.map((i) => instance.features[i]),
        score,
        instance.destinationNames,
      );
      const notes = [repeatNote(instance, members), seatTogetherNote(instance, members)].filter((note) => note !== null);
      const reasoning = [reasoningOf(members, generated), ...notes].join(' ');
      return { coupleIds: members.map((i) => instance.couples[i].id), score, reasoning, algorithm };
    }),
    unmatched: instance.couples.flatMap((c, i) => (seated.has(i) ? [] : [{ id: c.id, cause: unmatchedCause(instance, i) }])),
    objective: Math.round(instance.objective(groups) * 100) / 100,
  };
}
