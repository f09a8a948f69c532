import { buildCandidateGraph, CandidateGraph, NOT_ALLOWED, unmarked } from './candidate-graph';
import { CompatibilityModel } from './compatibility';
import { compileCouple, CoupleFeatures, SharedValues } from './couple-features';
import { DiningHistory, NEVER_AGAIN_RATING, NO_HISTORY } from './dining-history';
import { MatchCouple } from './match-couple';
import { MatchingSettings } from './matching-parameters';
import { PairMemory } from './pair-memory';
import { PairScorer } from './pair-scorer';
import { SeededRandom } from './random';
import { PlaceVenues, Venue, VenueIndex } from './venues';

/** A pair score not looked up yet, in the scores handed to valueAdding. */
export const NOT_LOOKED_UP = -2;

/**
 * One dinner's matching problem, prepared once: couples compiled, blocked by city, the
 * candidate pairs scored. Group formation, the AI answer's validation, the CLI and the
 * benchmark's exact solver all read groups' values from here, so they agree on the objective.
 *
 * Objective (maximised): the sum over groups of
 *   value(G) = sum over couples of their mean score with their tablemates   (= 2·S/(k-1))
 *            + weakest_pair_weight · k · (lowest pair score in G)
 *            - group_size_penalty · |k - target_group_size|
 *            + the memory terms of its pairs (PairMemory: − repeat_pair_penalty per pair that
 *              met within the novelty window, ± their past ratings of each other)
 * minus unmatched_penalty per unmatched couple, where k is the number of couples in G and
 * S the sum of its pair scores. Per-couple means keep the total neutral to group size, the
 * weakest-pair term stops one poor pairing hiding behind good ones, and the penalties
 * prefer the target size and everyone seated. When some booked pair already met, an
 * unmatched couple also costs the repeats it could have brought ((max_group_size − 1) ×
 * repeat_pair_penalty): seating every couple comes first, then new faces, then scores.
 */
export class MatchingInstance {
  readonly features: CoupleFeatures[];
  readonly blocks = new Map<string, number[]>();
  readonly indexById: ReadonlyMap<string, number>;
  /** Travel destinations by id, as compared (lower case). */
  readonly destinationNames: string[];
  readonly graph: CandidateGraph;
  readonly model: CompatibilityModel;
  /** The model's scores and the pairwise hard constraints, for the millions of pairs a large dinner scores. */
  private readonly scorer: PairScorer;
  readonly memory: PairMemory;
  /**
   * The memory when the graph cannot mark the pairs that met (more than its dense limit of
   * couples): then every pair's term is looked up. Otherwise null, and only marked pairs are.
   */
  private readonly unmarkedMemory: PairMemory | null;
  /** The parameters as the search uses them (see the unmatched penalty above). */
  readonly settings: MatchingSettings;
  private readonly venueIndex: VenueIndex;
  /** Each couple's city's restaurants, looked up once. */
  private readonly venuesOfCouple: PlaceVenues[];
  /** groupValue's working tallies (it allocates nothing). */
  private readonly scratch = new GroupTally();
  private readonly scratchAdding = new GroupTally();

  constructor(
    readonly couples: readonly MatchCouple[],
    private readonly venues: readonly Venue[],
    private readonly givenSettings: MatchingSettings,
    private readonly onDate: Date,
    private readonly seed: number,
    private readonly history: DiningHistory = NO_HISTORY,
  ) {
    const settings = givenSettings;
    const destinations = new Map<string, number>();
    const places = new Map<string, string>();
    this.destinationNames = [];
    const shared: SharedValues = {
      destinationId: (name) => {
        let id = destinations.get(name);
        if (id === undefined) {
          id = this.destinationNames.push(name) - 1;
          destinations.set(name, id);
        }
        return id;
      },
      place: (key) => {
        if (!places.has(key)) places.set(key, key);
        return places.get(key)!;
      },
    };
    this.features = couples.map((c, i) => compileCouple(c, i, onDate, shared));
    this.indexById = new Map(couples.map((c, i) => [c.id, i]));
    this.memory = new PairMemory(this.indexById, history, settings.novelty);
    // A copy with or without history: one object shape for the search's hot code. With the copy made only when some pair
    // met, the first dinner with history deoptimized nearly every function of the search ("wrong map"; bench:season's week 2).
    const repeatsAtStake = this.memory.hasRecentPairs ? (settings.maxGroupSize - 1) * settings.novelty.repeatPairPenalty : 0;
    this.settings = { ...settings, unmatchedPenalty: settings.unmatchedPenalty + repeatsAtStake };
    for (const f of this.features) {
      const block = this.blocks.get(f.place) ?? [];
      block.push(f.index);
      this.blocks.set(f.place, block);
    }
    this.venueIndex = new VenueIndex(venues);
    this.venuesOfCouple = this.features.map((f) => this.venueIndex.at(f.place));
    this.model = new CompatibilityModel(settings);
    this.scorer = new PairScorer(this.features, this.model, (place) => this.venueIndex.at(place));
    const memory = this.memory;
    this.graph = buildCandidateGraph(
      this.features,
      this.blocks,
      this.scorer,
      settings,
      new SeededRandom(seed),
      memory.hasVetoes ? (i, j) => memory.vetoed(i, j) : null,
      memory.togetherPairs(),
    );
    memory.demoteRepeats(this.graph.neighbours);
    if (memory.active && this.graph.marksPairs) for (const [i, j] of memory.rememberedPairs()) this.graph.mark(i, j);
    this.unmarkedMemory = memory.active && !this.graph.marksPairs ? memory : null;
  }

  /**
   * The same dinner as if no booked pair had met: only the pairs a past rating of 2 or less
   * or a safety report rules out are remembered (hard rules, not preferences). How many couples its grouping
   * seats is how many a grouping with repeats must seat: new faces never cost a seat.
   */
  withoutRepeats(): MatchingInstance {
    const ruledOut = this.history.sharedTables.filter((t) => [t.ratingByA, t.ratingByB].some((r) => r !== null && r <= NEVER_AGAIN_RATING));
    const history = { sharedTables: ruledOut, restaurantRatings: this.history.restaurantRatings, seatTogether: [], reportedPairs: this.history.reportedPairs };
    return new MatchingInstance(this.couples, this.venues, this.givenSettings, this.onDate, this.seed, history);
  }

  /** i and j shared a table within the novelty window. */
  isRepeat(i: number, j: number): boolean {
    return this.memory.active && this.memory.isRepeat(i, j);
  }

  venuesAt(place: string): PlaceVenues {
    return this.venueIndex.at(place);
  }

  /**
   * The value of the group `members` without `skip` and with `add` (-1 for none), or
   * -Infinity when that group breaks a hard constraint or the size bounds. Allocation-free:
   * the local search calls it millions of times.
   */
  groupValue(members: readonly number[], skip = -1, add = -1): number {
    this.tally(members, skip, this.scratch);
    return add >= 0 ? this.valueAdding(members, skip, this.scratch, add) : this.valueOf(this.scratch);
  }

  /**
   * Sums up the pairs and needs of `members` without `skip` into `out`. The search keeps one
   * per group, so that the value of a group with one couple more costs that couple's pairs
   * only (valueAdding), not every pair again: most of a large dinner's search was those pairs.
   */
  tally(members: readonly number[], skip: number, out: GroupTally): void {
    out.k = 0;
    out.sum = 0;
    out.weakest = Infinity;
    out.needs = 0;
    out.budget = -1;
    out.people = 0;
    out.remembered = 0;
    out.venues = null;
    out.allowed = true;
    for (let x = 0; x < members.length; x++) {
      const i = members[x];
      if (i === skip) continue;
      if (out.allowed) this.addPairs(members, skip, x, i, out);
      this.addCouple(i, out);
    }
  }

  /**
   * The value of the tallied group (`members` without `skip`) with `add` too, or -Infinity.
   * Adds the same numbers in the same order as tallying the larger group would, so both give
   * the same value to the last bit. `known`, when given, holds the pair scores of `add` with
   * the members already looked up (`known[offset + y]` for `members[y]`, NOT_LOOKED_UP where
   * still to ask): the search asks for the same pairs for a join and every swap into a group.
   */
  valueAdding(members: readonly number[], skip: number, tallied: GroupTally, add: number, known: Int16Array | null = null, offset = 0): number {
    // Too large (or small) whatever its pairs: a join into a full group looks none up.
    if (!this.mayAdd(tallied)) return -Infinity;
    const t = this.scratchAdding;
    t.k = tallied.k;
    t.sum = tallied.sum;
    t.weakest = tallied.weakest;
    t.needs = tallied.needs;
    t.budget = tallied.budget;
    t.people = tallied.people;
    t.remembered = tallied.remembered;
    t.venues = tallied.venues;
    t.allowed = true;
    this.addPairs(members, skip, members.length, add, t, known, offset);
    this.addCouple(add, t);
    return this.valueOf(t);
  }

  /** Whether the tallied group, one couple larger, may be a group at all: otherwise valueAdding answers -Infinity whatever the couple's pairs. */
  mayAdd(tallied: GroupTally): boolean {
    return tallied.allowed && tallied.k + 1 <= this.settings.maxGroupSize && tallied.k + 1 >= this.settings.minGroupSize;
  }

  /** The value of a tallied group, or -Infinity when it breaks a hard constraint or the size bounds. */
  valueOf(t: GroupTally): number {
    const { minGroupSize, maxGroupSize } = this.settings;
    if (!t.allowed || t.k < minGroupSize || t.k > maxGroupSize) return -Infinity;
    if (!t.venues!.canHost(t.needs, t.budget, t.people)) return -Infinity;
    return (
      (2 * t.sum) / (t.k - 1) +
      this.settings.weakestPairWeight * t.k * t.weakest -
      this.settings.groupSizePenalty * Math.abs(t.k - this.settings.targetGroupSize) +
      t.remembered
    );
  }

  /** The pairs of couple i with members[0..before) other than `skip`; `allowed` turns false at a pair that may not share a group. */
  private addPairs(members: readonly number[], skip: number, before: number, i: number, t: GroupTally, known: Int16Array | null = null, offset = 0): void {
    const unmarkedMemory = this.unmarkedMemory;
    for (let y = 0; y < before; y++) {
      const j = members[y];
      if (j === skip) continue;
      let s = known === null ? NOT_LOOKED_UP : known[offset + y];
      if (s === NOT_LOOKED_UP) s = this.graph.markedScore(i, j);
      if (s < 0) {
        if (s === NOT_ALLOWED) {
          t.allowed = false;
          return;
        }
        // A pair that met before (marked by the constructor): most pairs never did, and cost no look-up.
        s = unmarked(s);
        t.remembered += this.memory.term(i, j);
      } else if (unmarkedMemory !== null) t.remembered += unmarkedMemory.term(i, j);
      t.sum += s;
      if (s < t.weakest) t.weakest = s;
    }
  }

  private addCouple(i: number, t: GroupTally): void {
    const f = this.features[i];
    t.needs |= f.needsMask;
    t.budget &= f.budgetMask;
    t.people += f.people;
    t.venues = this.venuesOfCouple[i];
    t.k++;
  }

  /** Total objective of a grouping (unlisted couples count as unmatched). */
  objective(groups: readonly (readonly number[])[]): number {
    let total = 0;
    let seated = 0;
    for (const g of groups) {
      total += this.groupValue(g);
      seated += g.length;
    }
    return total - this.settings.unmatchedPenalty * (this.features.length - seated);
  }

  /** A group's compatibility score 0-100: the mean of its pair scores. */
  groupScore(members: readonly number[]): number {
    let sum = 0;
    let pairs = 0;
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        sum += this.scorer.score(members[x], members[y]);
        pairs++;
      }
    }
    return pairs ? Math.round(sum / pairs) : 0;
  }
}

/** A group's pairs and needs summed up (see MatchingInstance.tally). */
export class GroupTally {
  k = 0;
  sum = 0;
  weakest = Infinity;
  needs = 0;
  budget = -1;
  people = 0;
  remembered = 0;
  venues: PlaceVenues | null = null;
  /** false once a pair may not share a group: the group's value is then -Infinity. */
  allowed = true;
}
