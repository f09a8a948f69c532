import { NOT_ALLOWED } from './candidate-graph';
import { bestRegrouping } from './exact-regrouping';
import { GroupTally, MatchingInstance, NOT_LOOKED_UP } from './matching-instance';
import { SeededRandom } from './random';

const UNASSIGNED = -1;
const EPSILON = 1e-9;
/** The moves improve can make: its best one is recorded as a kind and a partner, not a closure (one was allocated per better move). */
const NO_MOVE = 0;
const PAIR_UP = 1;
const HAND_SEAT = 2;
const JOIN = 3;
const SWAP = 4;
type Move = typeof NO_MOVE | typeof PAIR_UP | typeof HAND_SEAT | typeof JOIN | typeof SWAP;
/** Candidates construct may pick from: the best, or in a rebuild sometimes the second or third. */
const TOP_PICKS = 3;
/** Groups a perturbation around a repeat pair may dissolve, or an exact regrouping around it take (their own included). */
const REPEAT_PERTURBATION_GROUPS = 6;
/** Nodes an exact regrouping around a repeat pair may visit (a few milliseconds; deterministic, unlike a time limit). */
const REGROUPING_NODE_LIMIT = 20_000;

export interface SearchLimits {
  /** Local-search steps (improve calls) the perturbation rounds may take: a fixed amount of work, so the result is deterministic. */
  steps: number;
  /** Most perturbation rounds, whatever their steps. */
  rounds: number;
  /** Time budget of the perturbation rounds, checked between rounds. */
  budgetMs: number;
  /** When the whole solve must end (on the elapsedMs clock): the rounds stop there even with budget left. */
  deadlineMs: number;
  /** Milliseconds from any fixed origin (the caller's clock). */
  elapsedMs: () => number;
}

/**
 * Group formation heuristic: greedy construction (most constrained couple first, grown to
 * the target size by the best-fitting candidate partners), then local search over moves
 * (to another group, into or out of the unmatched pool) and swaps, then iterated local
 * search: dissolve a few neighbouring groups, rebuild them at random, descend again, and
 * undo the round unless the objective did not get worse. Around a group that seats a pair
 * again the round takes more: the groups of its couples' new faces, whose seats they would
 * need (issue 22: two couples with few new faces stayed together otherwise), first
 * regrouped exactly, else dissolved and rebuilt at random.
 */
export class GroupSearch {
  private readonly groupOf: Int32Array;
  private readonly groups: number[][] = [];
  private readonly values: number[] = [];
  /** Each group's pairs summed up (kept by refresh): a couple joining it costs only its own pairs. */
  private readonly tallies: GroupTally[] = [];
  /** withouts[g][x]: group g's tally without its member x (kept by refresh): a swap into g costs only the newcomer's pairs. */
  private readonly withouts: GroupTally[][] = [];
  /** improve's tally of the current couple's group without it. */
  private readonly rest = new GroupTally();
  /** construct's tally of the group being grown. */
  private readonly growing = new GroupTally();
  private readonly freeGroups: number[] = [];
  private readonly isFree: boolean[] = [];
  private total = 0;
  private log: [couple: number, from: number][] | null = null;
  /** Moves look at a couple's best neighbour_count partners only: beyond them gains are rare and time is not. */
  private readonly reach: number;
  /** visitedGroup[g] === visit: group g was already tried as a destination for the current couple. */
  private readonly visitedGroup: number[] = [];
  /** scoresLookedUp[g] === visit: the current couple's pair scores with group g are in knownScores. */
  private readonly scoresLookedUp: number[] = [];
  private visit = 0;
  /** improve calls so far: the search's unit of work. */
  private steps = 0;
  /** The groupings (each group's couples, sorted and joined) an exact regrouping found nothing better than: not solved again. */
  private readonly regroupedInVain = new Set<string>();
  /**
   * withoutNewFaces[i] === 1: couple i has met every couple it may share a group with (its
   * city's every pair is scored, so its candidates are all of them). Seated, it sits with a
   * couple it met: a pair of two holding it is a repeat no regrouping avoids.
   */
  private readonly withoutNewFaces: Uint8Array;
  /**
   * fewNewFaces[i] === 1: couple i met some of its candidates and has no more new faces left
   * than a group of the target size needs besides it (one or two at the default size of
   * three): once other groups take them, the couple can only sit with one it met. The first
   * construction seats it first (after the couples without new faces), in a group as small as
   * its new faces allow. Grown after the others, two couples with one new face each were left
   * over and seated together again where a grouping of higher objective had no repeat
   * (bench:season, 600 couples, week 10), and a couple with two new faces likewise (week 8).
   * Not in a round's rebuild, whose random order finds groupings the fixed one does not
   * (`avoidable-repeat.spec.ts` kept a repeat).
   */
  private readonly fewNewFaces: Uint8Array;
  /** queued[i] === 1: couple i waits in descend's queue. */
  private readonly queued: Uint8Array;
  /** construct's best candidates so far, best first (see keepTop). */
  private readonly topGain = new Float64Array(TOP_PICKS);
  private readonly topCandidate = new Int32Array(TOP_PICKS);
  /** A group of two to value (groupValue takes members), reused: the search values millions. */
  private readonly pair = [0, 0];
  /** knownScores[g * maxGroupSize + y]: the current couple's pair score with group g's member y, looked up when g is first visited. */
  private knownScores = new Int16Array(0);

  constructor(
    private readonly instance: MatchingInstance,
    private readonly random: SeededRandom,
  ) {
    this.groupOf = new Int32Array(instance.features.length).fill(UNASSIGNED);
    this.total = -instance.settings.unmatchedPenalty * instance.features.length;
    this.reach = instance.settings.neighbourCount;
    this.withoutNewFaces = this.coupleWithoutNewFaces();
    this.fewNewFaces = this.couplesWithFewNewFaces();
    this.queued = new Uint8Array(instance.features.length);
  }

  /** The grouping found, starting from `start` (groups of couple indexes, feasible) when given, else from the greedy construction. */
  run(limits: SearchLimits, start?: readonly (readonly number[])[]): number[][] {
    const couples = this.instance.features.map((f) => f.index).filter((i) => this.instance.graph.neighbours[i].length > 0);
    if (start) this.seat(start);
    else this.construct(couples);
    // Anytime: construction's grouping is whole and feasible, every move of the descent keeps it so, and every round keeps
    // the best so far. So the first descent stops at the solve's deadline (reached only by the largest dinners on a slow
    // machine), and the rounds at their own budget or at the deadline, whichever comes first.
    this.descend(couples, limits);
    const stop = Math.min(limits.elapsedMs() + limits.budgetMs, limits.deadlineMs);
    // Work, not rounds, bounds the search: a round's steps vary with the instance (with a dining history its rebuilt
    // groups' leftovers took a tenth more, and the same rounds up to 1.36 times the run time: bench:season).
    const lastStep = this.steps + limits.steps;
    for (let round = 0; round < limits.rounds && this.steps < lastStep && couples.length > 0; round++) {
      if ((round & 7) === 0 && limits.elapsedMs() > stop) break;
      this.log = [];
      const before = this.total;
      const centre = this.pickCentre(couples);
      const aroundRepeat = this.groupsAroundRepeat(centre);
      const freed = (aroundRepeat && this.regroupExactly(aroundRepeat)) ?? this.perturbAndRebuild(centre, aroundRepeat);
      this.descend(freed);
      if (this.total < before - EPSILON) this.undo();
      else this.commit();
    }
    return this.groups.filter((g) => g.length > 0).map((g) => [...g].sort((a, b) => a - b));
  }

  private seat(groups: readonly (readonly number[])[]): void {
    for (const members of groups) {
      const g = this.newGroup();
      for (const m of members) this.assign(m, g);
    }
  }

  /**
   * Grows groups from unassigned couples to the target size, each time adding the candidate
   * that fits the group best. First construction: most constrained (fewest candidates)
   * seed first. Rebuilds after a perturbation: seeds in the given (shuffled) order and,
   * for diversity, sometimes the second or third best candidate.
   */
  private construct(order: number[], randomized = false): void {
    const { graph } = this.instance;
    const { targetGroupSize, minGroupSize, weakestPairWeight } = this.instance.settings;
    const ranked = randomized ? order : [...order].sort((a, b) => graph.neighbours[a].length - graph.neighbours[b].length);
    // Couples without new faces first: each takes its best candidate into a group of two, its one unavoidable repeat
    // (construction seats no other repeat, and left for the descent such a couple only ever joined a larger group).
    // Then, in the first construction, couples with few new faces left, before the others take them.
    const early = (i: number) => !randomized && this.fewNewFaces[i] === 1;
    const seeds = this.instance.memory.hasRecentPairs
      ? [...ranked.filter((i) => this.withoutNewFaces[i] === 1), ...ranked.filter(early), ...ranked.filter((i) => this.withoutNewFaces[i] === 0 && !early(i))]
      : ranked;
    // First only groups of the target size; then smaller ones from what is left.
    for (const required of [targetGroupSize, minGroupSize])
      for (const seed of seeds) {
        if (this.groupOf[seed] !== UNASSIGNED) continue;
        const members = [seed];
        if (this.withoutNewFaces[seed] === 1) {
          this.pairWithBestFree(seed);
          continue;
        }
        while (members.length < targetGroupSize) {
          let found = 0;
          if (members.length + 1 >= minGroupSize) this.instance.tally(members, -1, this.growing);
          const candidates = graph.neighbours[seed];
          for (let t = 0; t < Math.min(candidates.length, this.reach); t++) {
            const j = candidates[t];
            if (this.groupOf[j] !== UNASSIGNED || members.includes(j)) continue;
            let sum = 0;
            let weakest = Infinity;
            for (const m of members) {
              const s = graph.score(j, m);
              // Construction never seats a pair again; the descent may, when the objective says no grouping avoids it.
              if (s < 0 || this.instance.isRepeat(j, m)) {
                weakest = -1;
                break;
              }
              sum += s;
              weakest = Math.min(weakest, s);
            }
            if (weakest < 0) continue;
            if (members.length + 1 >= minGroupSize && this.instance.valueAdding(members, -1, this.growing, j) === -Infinity) continue;
            this.keepTop(sum / members.length + weakestPairWeight * weakest, j, found++);
          }
          if (found === 0) break;
          const roll = randomized ? this.random.next() : 0;
          const pick = roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2;
          members.push(this.topCandidate[Math.min(pick, found - 1, TOP_PICKS - 1)]);
        }
        if (members.length >= (early(seed) ? minGroupSize : required)) {
          const g = this.newGroup();
          for (const m of members) this.assign(m, g);
        }
      }
    // Leftovers join a group with room, or pair up, wherever that raises the objective.
    this.descend(order.filter((i) => this.groupOf[i] === UNASSIGNED));
  }

  /**
   * Keeps the TOP_PICKS best candidates construct has found (highest gain, then lowest
   * index), `found` of them so far: all construct picks from (a sort of every candidate, in
   * tuples, made garbage for each couple added).
   */
  private keepTop(gain: number, candidate: number, found: number): void {
    const gains = this.topGain;
    const candidates = this.topCandidate;
    let at = Math.min(found, TOP_PICKS);
    for (; at > 0 && (gain > gains[at - 1] || (gain === gains[at - 1] && candidate < candidates[at - 1])); at--) {
      if (at < TOP_PICKS) {
        gains[at] = gains[at - 1];
        candidates[at] = candidates[at - 1];
      }
    }
    if (at < TOP_PICKS) {
      gains[at] = gain;
      candidates[at] = candidate;
    }
  }

  /** Seats a couple without new faces with its best unassigned candidate that a restaurant can host with it, if any. */
  private pairWithBestFree(seed: number): void {
    for (const j of this.instance.graph.neighbours[seed]) {
      if (this.groupOf[j] !== UNASSIGNED || this.instance.groupValue([seed, j]) === -Infinity) continue;
      const g = this.newGroup();
      this.assign(seed, g);
      this.assign(j, g);
      return;
    }
  }

  /** Local search, the best move of one couple at a time, driven by a queue of couples whose surroundings changed. */
  /** Improves couple by couple until no move helps, or (given limits) until the solve's deadline. */
  private descend(start: number[], limits?: SearchLimits): void {
    const queue: number[] = [];
    const queued = this.queued;
    for (const i of start) {
      queue.push(i);
      queued[i] = 1;
    }
    for (let head = 0; head < queue.length; head++) {
      if (limits && (head & 1023) === 1023 && limits.elapsedMs() > limits.deadlineMs) {
        for (let rest = head; rest < queue.length; rest++) queued[queue[rest]] = 0;
        return;
      }
      const i = queue[head];
      queued[i] = 0;
      for (const m of this.improve(i)) {
        if (queued[m] === 0) {
          queued[m] = 1;
          queue.push(m);
        }
      }
    }
  }

  /** Applies the best improving move or swap of couple i; returns the couples whose surroundings changed. */
  private improve(i: number): number[] {
    this.steps++;
    const { graph, settings } = this.instance;
    const penalty = settings.unmatchedPenalty;
    const a = this.groupOf[i];
    const aMembers = a === UNASSIGNED ? null : this.groups[a];
    const rest = this.rest;
    if (aMembers) this.instance.tally(aMembers, i, rest);
    // Value of i's group once i leaves it: what remains, or its members unmatched when too small.
    const leaveDelta = aMembers
      ? (aMembers.length - 1 >= settings.minGroupSize ? this.instance.valueOf(rest) : -penalty * (aMembers.length - 1)) - this.values[a]
      : penalty;
    let bestDelta = EPSILON;
    let move: Move = NO_MOVE;
    let partner = -1;
    this.visit++;
    const candidates = graph.neighbours[i];
    for (let t = 0; t < Math.min(candidates.length, this.reach); t++) {
      const j = candidates[t];
      const b = this.groupOf[j];
      if (b === a && b !== UNASSIGNED) continue;
      if (b === UNASSIGNED) {
        // Pair up with an unmatched neighbour, or hand i's seat to it.
        this.pair[0] = i;
        this.pair[1] = j;
        const pairDelta = leaveDelta + this.instance.groupValue(this.pair) + penalty;
        if (pairDelta > bestDelta) {
          bestDelta = pairDelta;
          move = PAIR_UP;
          partner = j;
        }
        if (aMembers) {
          const handDelta = this.instance.valueAdding(aMembers, i, rest, j) - this.values[a];
          if (handDelta > bestDelta) {
            bestDelta = handDelta;
            move = HAND_SEAT;
            partner = j;
          }
        }
        continue;
      }
      const bMembers = this.groups[b];
      const known = b * settings.maxGroupSize;
      if (this.visitedGroup[b] !== this.visit) {
        this.visitedGroup[b] = this.visit;
        // A group that cannot take i rules the join out whatever i's pairs with it: a swap looks them up if it needs them.
        if (this.instance.mayAdd(this.tallies[b])) {
          this.lookUpScores(i, b);
          const joinDelta = leaveDelta + this.instance.valueAdding(bMembers, -1, this.tallies[b], i, this.knownScores, known) - this.values[b];
          if (joinDelta > bestDelta) {
            bestDelta = joinDelta;
            move = JOIN;
            partner = j;
          }
        }
      }
      if (aMembers) {
        // A group that cannot take j rules the swap out: i's side need not be counted.
        const aSide = this.instance.valueAdding(aMembers, i, rest, j);
        if (aSide === -Infinity) continue;
        if (this.scoresLookedUp[b] !== this.visit) this.lookUpScores(i, b);
        const bRest = this.withouts[b][bMembers.indexOf(j)];
        const swapDelta = aSide + this.instance.valueAdding(bMembers, j, bRest, i, this.knownScores, known) - this.values[a] - this.values[b];
        if (swapDelta > bestDelta) {
          bestDelta = swapDelta;
          move = SWAP;
          partner = j;
        }
      }
    }
    return this.make(move, i, partner);
  }

  /** Makes improve's chosen move of couple i with `partner`; returns the couples whose surroundings changed. */
  private make(move: Move, i: number, partner: number): number[] {
    const a = this.groupOf[i];
    const b = this.groupOf[partner];
    switch (move) {
      case NO_MOVE:
        return [];
      case PAIR_UP:
        return this.moveTo(i, this.pairWith(partner));
      case HAND_SEAT:
        return this.swapWithUnassigned(i, partner, a);
      case JOIN:
        return this.moveTo(i, b);
      case SWAP:
        this.assign(i, b);
        this.assign(partner, a);
        return [...this.groups[a], ...this.groups[b]];
    }
  }

  /** i's pair scores with group b's members into knownScores, up to the first pair that may not share a group (the rest left to ask). */
  private lookUpScores(i: number, b: number): void {
    this.scoresLookedUp[b] = this.visit;
    const members = this.groups[b];
    const offset = b * this.instance.settings.maxGroupSize;
    let y = 0;
    for (; y < members.length; y++) {
      const s = this.instance.graph.markedScore(i, members[y]);
      this.knownScores[offset + y] = s;
      if (s === NOT_ALLOWED) break;
    }
    for (y++; y < members.length; y++) this.knownScores[offset + y] = NOT_LOOKED_UP;
  }

  /**
   * Whether the group seats a pair again that a wider round might avoid: not when the group
   * is two couples, one of them without new faces (proven unavoidable, see withoutNewFaces).
   * Late in a small season those are most repeats, and their wide rounds were the memory's
   * extra run time (bench:season).
   */
  private holdsAvoidableRepeat(members: readonly number[]): boolean {
    if (!this.instance.memory.hasRecentPairs) return false;
    if (members.length === 2 && (this.withoutNewFaces[members[0]] === 1 || this.withoutNewFaces[members[1]] === 1)) return false;
    for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) if (this.instance.isRepeat(members[x], members[y])) return true;
    return false;
  }

  private couplesWithFewNewFaces(): Uint8Array {
    const { features, graph, memory, settings } = this.instance;
    const few = new Uint8Array(features.length);
    if (!memory.hasRecentPairs) return few;
    graph.neighbours.forEach((candidates, i) => {
      let newFaces = 0;
      for (const j of candidates) if (!this.instance.isRepeat(i, j)) newFaces++;
      // Not a couple with few candidates at all: the history did not cut those down.
      if (newFaces > 0 && newFaces < candidates.length && newFaces <= settings.targetGroupSize - 1) few[i] = 1;
    });
    return few;
  }

  private coupleWithoutNewFaces(): Uint8Array {
    const { features, blocks, graph, memory, settings } = this.instance;
    const without = new Uint8Array(features.length);
    if (!memory.hasRecentPairs) return without;
    for (const f of features) {
      const everyPairScored = blocks.get(f.place)!.length <= settings.allPairsCityLimit;
      const candidates = graph.neighbours[f.index];
      if (everyPairScored && candidates.every((j) => this.instance.isRepeat(f.index, j))) without[f.index] = 1;
    }
    return without;
  }

  /** Moves i into group b, dissolving i's old group if it falls below the minimum size. */
  private moveTo(i: number, b: number): number[] {
    const a = this.groupOf[i];
    this.assign(i, b);
    if (a === UNASSIGNED) return [...this.groups[b]];
    const rest = [...this.groups[a]];
    if (rest.length < this.instance.settings.minGroupSize) for (const m of rest) this.assign(m, UNASSIGNED);
    return [...this.groups[b], ...rest];
  }

  private pairWith(j: number): number {
    const g = this.newGroup();
    this.assign(j, g);
    return g;
  }

  private swapWithUnassigned(i: number, j: number, a: number): number[] {
    this.assign(i, UNASSIGNED);
    this.assign(j, a);
    return [i, ...this.groups[a]];
  }

  /** A random couple, preferring (out of three draws) one that is unmatched or in a group off the target size: that is where gains hide. */
  private pickCentre(couples: number[]): number {
    let pick = couples[this.random.int(couples.length)];
    for (let draw = 0; draw < 2 && this.fitsTarget(pick); draw++) pick = couples[this.random.int(couples.length)];
    return pick;
  }

  private fitsTarget(i: number): boolean {
    const g = this.groupOf[i];
    return g !== UNASSIGNED && this.groups[g].length === this.instance.settings.targetGroupSize;
  }

  /** Dissolves the group of `center` and the groups around it and rebuilds them at random; returns the freed couples. */
  private perturbAndRebuild(center: number, aroundRepeat: Set<number> | null): number[] {
    const freed = this.perturb(center, aroundRepeat);
    this.construct(this.random.shuffle(freed), true);
    return freed;
  }

  /** When the group of `center` seats a pair again (not proven unavoidable): it and the groups around it (pickAroundRepeat); else null. */
  private groupsAroundRepeat(center: number): Set<number> | null {
    const g = this.groupOf[center];
    if (g === UNASSIGNED || !this.holdsAvoidableRepeat(this.groups[g])) return null;
    const picked = new Set([g]);
    this.pickAroundRepeat(this.groups[g], picked);
    return picked;
  }

  /**
   * The best grouping of the couples of the `picked` groups on their own (bestRegrouping),
   * when it beats theirs; returns the couples regrouped, or null. Around a pair seated again a
   * random rebuild seldom finds a regrouping that changes five or six groups at once
   * (bench:season, 600 couples, week 12 kept a repeat so; `test/matching/avoidable-repeat.spec.ts`).
   */
  private regroupExactly(picked: Set<number>): number[] | null {
    const couples = [...picked].flatMap((p) => this.groups[p]).sort((a, b) => a - b);
    const key = [...picked]
      .map((p) => [...this.groups[p]].sort((a, b) => a - b).join(','))
      .sort()
      .join('|');
    if (this.regroupedInVain.has(key)) return null;
    let present = 0;
    for (const p of picked) present += this.values[p];
    const regrouping = bestRegrouping(this.instance, couples, present, REGROUPING_NODE_LIMIT);
    if (regrouping === null) {
      this.regroupedInVain.add(key);
      return null;
    }
    for (const m of couples) this.assign(m, UNASSIGNED);
    for (const members of regrouping) {
      const regrouped = this.newGroup();
      for (const m of members) this.assign(m, regrouped);
    }
    return couples;
  }

  /**
   * A group seating a pair again: besides it, the groups of its couples' new faces (their
   * candidates they never met), then those groups' couples' new faces, and so on, up to
   * REPEAT_PERTURBATION_GROUPS in all. Freeing only two groups around it rarely frees the
   * seats its couples could take instead. Within a ring, each couple's best new face in turn,
   * then each one's second: couple after couple, one with many new faces filled the six
   * before the next couple's only one was reached (bench:season, 600 couples, week 12).
   */
  private pickAroundRepeat(members: readonly number[], picked: Set<number>): void {
    let ring: readonly number[] = members;
    while (ring.length > 0) {
      const reached = new Set<number>();
      for (let t = 0; t < this.reach; t++) {
        for (const m of ring) {
          const candidates = this.instance.graph.neighbours[m];
          // Met partners are at the back of the list: from the first one on, the couple has no new face left.
          if (t >= candidates.length || this.instance.isRepeat(m, candidates[t])) continue;
          const g = this.groupOf[candidates[t]];
          if (g === UNASSIGNED || picked.has(g)) continue;
          picked.add(g);
          reached.add(g);
          if (picked.size === REPEAT_PERTURBATION_GROUPS) return;
        }
      }
      ring = [...reached].flatMap((g) => this.groups[g]);
    }
  }

  /**
   * Dissolves the group of `center` and up to two groups around it, or the groups around a pair
   * it seats again (`aroundRepeat`); returns the freed couples.
   */
  private perturb(center: number, aroundRepeat: Set<number> | null): number[] {
    const picked = aroundRepeat ?? new Set<number>();
    const freed = new Set<number>([center]);
    if (this.groupOf[center] !== UNASSIGNED) picked.add(this.groupOf[center]);
    const neighbours = this.instance.graph.neighbours[center];
    for (let t = 0; t < 4 && picked.size < 3 && neighbours.length > 0; t++) {
      const j = neighbours[this.random.int(Math.min(neighbours.length, 12))];
      freed.add(j);
      if (this.groupOf[j] !== UNASSIGNED) picked.add(this.groupOf[j]);
    }
    for (const g of picked) {
      for (const m of [...this.groups[g]]) {
        freed.add(m);
        this.assign(m, UNASSIGNED);
      }
    }
    return [...freed];
  }

  private newGroup(): number {
    const reused = this.freeGroups.pop();
    if (reused !== undefined) {
      this.isFree[reused] = false;
      return reused;
    }
    this.groups.push([]);
    if (this.knownScores.length < this.groups.length * this.instance.settings.maxGroupSize) {
      const grown = new Int16Array(2 * this.groups.length * this.instance.settings.maxGroupSize);
      grown.set(this.knownScores);
      this.knownScores = grown;
    }
    this.values.push(0);
    this.tallies.push(new GroupTally());
    this.withouts.push([]);
    this.isFree.push(false);
    return this.groups.length - 1;
  }

  /** The one mutation: moves couple i to group g (or the unmatched pool), keeping the objective current and logging for undo. */
  private assign(i: number, g: number): void {
    const from = this.groupOf[i];
    if (from === g) return;
    this.log?.push([i, from]);
    if (from === UNASSIGNED) {
      this.total += this.instance.settings.unmatchedPenalty;
    } else {
      const members = this.groups[from];
      members.splice(members.indexOf(i), 1);
      this.refresh(from);
    }
    this.groupOf[i] = g;
    if (g === UNASSIGNED) {
      this.total -= this.instance.settings.unmatchedPenalty;
    } else {
      this.groups[g].push(i);
      this.refresh(g);
    }
  }

  /**
   * Mid-move a group may be briefly too small or too large (a swap's first half); it counts
   * 0 until the move completes. Between moves every group is feasible and counts its value,
   * also below 0 (a pair seated again). Counted as 0, such a group looked better than it is by
   * up to the repeat penalty, and a round that dissolved it was undone (bench:season, 60
   * couples: up to three repeats a week more).
   */
  private refresh(g: number): void {
    const members = this.groups[g];
    this.instance.tally(members, -1, this.tallies[g]);
    const withouts = this.withouts[g];
    for (let x = 0; x < members.length; x++) {
      withouts[x] ??= new GroupTally();
      this.instance.tally(members, members[x], withouts[x]);
    }
    const raw = this.instance.valueOf(this.tallies[g]);
    const value = raw === -Infinity ? 0 : raw;
    this.total += value - this.values[g];
    this.values[g] = value;
  }

  private undo(): void {
    const log = this.log!;
    this.log = null;
    for (let t = log.length - 1; t >= 0; t--) this.assign(log[t][0], log[t][1]);
    this.releaseEmptyGroups(log);
  }

  private commit(): void {
    const log = this.log!;
    this.log = null;
    this.releaseEmptyGroups(log);
  }

  private releaseEmptyGroups(log: [number, number][]): void {
    const touched = new Set<number>();
    for (const [i, from] of log) {
      touched.add(from);
      touched.add(this.groupOf[i]);
    }
    for (const g of touched) {
      if (g !== UNASSIGNED && this.groups[g].length === 0 && !this.isFree[g]) {
        this.isFree[g] = true;
        this.freeGroups.push(g);
      }
    }
  }
}
