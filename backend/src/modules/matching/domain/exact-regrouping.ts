import { MatchingInstance } from './matching-instance';

/** Couples an exact regrouping takes at most: its groups are subsets kept as bits of one 32-bit number. */
export const EXACT_REGROUPING_LIMIT = 30;
const EPSILON = 1e-9;

interface Candidate {
  /** Its couples, as bits of their positions in the couples given. */
  members: number;
  size: number;
  gain: number;
}

/**
 * The best grouping of a few couples (up to EXACT_REGROUPING_LIMIT) on their own: the groups
 * of highest total value, counting a couple left out as the unmatched penalty, found by
 * branch and bound over every feasible group among them, giving up after `nodeLimit` nodes
 * (then the best found so far). Returns the groups as couple indexes, or null when none
 * beats `toBeat` (the total the couples' present grouping gives, unmatched penalties
 * included). The search uses it around a pair seated again: the regrouping that avoids it
 * often needs every one of five or six groups changed at once, which a random rebuild of
 * them rarely finds (bench:season, 600 couples, week 12).
 */
export function bestRegrouping(instance: MatchingInstance, couples: readonly number[], toBeat: number, nodeLimit: number): number[][] | null {
  const n = couples.length;
  if (n > EXACT_REGROUPING_LIMIT) return null;
  const penalty = instance.settings.unmatchedPenalty;
  const groups = feasibleGroups(instance, couples);
  // byLowest[x]: the groups whose lowest member is couple x, best gain first.
  const byLowest: Candidate[][] = Array.from({ length: n }, () => []);
  // share[x]: the most any group containing x gains per member, for the bound.
  const share = new Float64Array(n);
  for (const g of groups) {
    byLowest[31 - Math.clz32(g.members & -g.members)].push(g);
    for (let x = 0; x < n; x++) if (g.members & (1 << x)) share[x] = Math.max(share[x], g.gain / g.size);
  }
  for (const list of byLowest) list.sort((p, q) => q.gain - p.gain);

  const all = (1 << n) - 1;
  let best = toBeat + penalty * n;
  let bestChoice: number[] | null = null;
  const chosen: number[] = [];
  let nodes = 0;
  const search = (covered: number, gain: number): void => {
    if (++nodes > nodeLimit) return;
    if (covered === all) {
      if (gain > best + EPSILON) {
        best = gain;
        bestChoice = [...chosen];
      }
      return;
    }
    let bound = gain;
    for (let x = 0; x < n; x++) if (!(covered & (1 << x))) bound += share[x];
    if (bound <= best + EPSILON) return;
    const x = 31 - Math.clz32(~covered & (covered + 1));
    for (const g of byLowest[x]) {
      if (g.members & covered) continue;
      chosen.push(g.members);
      search(covered | g.members, gain + g.gain);
      chosen.pop();
    }
    // Couple x left unmatched.
    search(covered | (1 << x), gain);
  };
  search(0, 0);
  if (bestChoice === null) return null;
  return (bestChoice as number[]).map((members) => couples.filter((_, x) => members & (1 << x)));
}

/** Every group of the couples that may be a group (its value finite), with what it gains over its members unmatched, if positive. */
function feasibleGroups(instance: MatchingInstance, couples: readonly number[]): Candidate[] {
  const { minGroupSize, maxGroupSize, unmatchedPenalty } = instance.settings;
  const found: Candidate[] = [];
  const members: number[] = [];
  const extend = (from: number, mask: number) => {
    if (members.length >= minGroupSize) {
      const gain = instance.groupValue(members) + unmatchedPenalty * members.length;
      if (gain > EPSILON) found.push({ members: mask, size: members.length, gain });
    }
    if (members.length === maxGroupSize) return;
    for (let y = from; y < couples.length; y++) {
      const j = couples[y];
      if (!members.every((m) => instance.graph.score(m, j) >= 0)) continue;
      members.push(j);
      extend(y + 1, mask | (1 << y));
      members.pop();
    }
  };
  extend(0, 0);
  return found;
}
