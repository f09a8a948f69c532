import { CoupleFeatures } from './couple-features';
import { MatchingSettings } from './matching-parameters';
import { PairScorer } from './pair-scorer';
import { SeededRandom } from './random';

/** Up to this many couples, every pair's score is cached in a dense table (4096² bytes = 16 MB). */
const DENSE_LIMIT = 4096;
const UNKNOWN = -2;
/** The score of a pair that may not share a group. */
export const NOT_ALLOWED = -1;
/**
 * A marked pair's score s is kept as MARKED - s (-3 to -103, within an Int8), so that the
 * search's one test of a score (below 0?) also finds the pairs that met before: a test per
 * pair in a bit table of its own cost some 3 % of a search with history (bench:season).
 */
const MARKED = -3;

/**
 * The pairs of couples that may share a group, with their scores. Small cities get every
 * pair that breaks no hard constraint; a city above `allPairsCityLimit` couples would need
 * millions of pairs, so each couple keeps its best `neighbourCount` partners found among a
 * random sample, refined once through partners' partners (one round of NN-descent), and
 * the lists are made symmetric. Moves consider a couple's candidates; a group's other
 * pairs only need to break no hard constraint.
 */
export class CandidateGraph {
  /** Each couple's candidate partners, best first. */
  readonly neighbours: number[][];
  /** Until finish: each couple's linked partners as rank keys (score and partner in one number), so that ranking them scores nothing again. */
  private readonly linked: number[][];
  /**
   * Up to DENSE_LIMIT couples, every pair's score once computed. Beyond it none is kept: a
   * pair is scored again from the packed rows of PairScorer (about 1 MB at 20,000 couples,
   * in the processor's caches), which costs less than looking it up in a table of millions
   * of pairs (tens of MB, a cache miss per look-up: the search's first pass took a fifth
   * longer with one).
   */
  private readonly dense: Int8Array | null;

  constructor(
    private readonly size: number,
    private readonly scoreIfAllowed: (i: number, j: number) => number,
  ) {
    this.neighbours = Array.from({ length: size }, () => []);
    this.linked = Array.from({ length: size }, () => []);
    this.dense = size <= DENSE_LIMIT ? new Int8Array(size * size).fill(UNKNOWN) : null;
  }

  /**
   * The pair's score, or -1 when the two may not share a group. Pairs beyond the
   * candidate lists are scored when asked, so a group may join couples that are not each
   * other's nearest neighbours.
   */
  score(i: number, j: number): number {
    const s = this.markedScore(i, j);
    return s < NOT_ALLOWED ? unmarked(s) : s;
  }

  /**
   * The pair's score as score() gives it, or below NOT_ALLOWED for a marked pair (see mark):
   * unmarked(s) gives its score then.
   */
  markedScore(i: number, j: number): number {
    if (this.dense === null) return this.scoreIfAllowed(i, j);
    let s = this.dense[i * this.size + j];
    if (s === UNKNOWN) {
      s = this.scoreIfAllowed(i, j);
      this.dense[i * this.size + j] = s;
      this.dense[j * this.size + i] = s;
    }
    return s;
  }

  /** Whether pairs can be marked: only with every score kept (up to DENSE_LIMIT couples). */
  get marksPairs(): boolean {
    return this.dense !== null;
  }

  /** Marks a pair that may share a group (the dining history's pairs), for markedScore; needs marksPairs. */
  mark(i: number, j: number): void {
    const s = this.score(i, j);
    if (s < 0) return;
    this.dense![i * this.size + j] = MARKED - s;
    this.dense![j * this.size + i] = MARKED - s;
  }

  /**
   * Makes i and j candidates of each other, if they may share a group (repeats are removed by
   * finish). `known`: their score when the caller has just computed it (not scored again).
   */
  link(i: number, j: number, known = UNKNOWN): void {
    const score = known === UNKNOWN ? this.score(i, j) : this.remember(i, j, known);
    if (score < 0) return;
    this.linked[i].push(rankKey(score, j));
    this.linked[j].push(rankKey(score, i));
  }

  private remember(i: number, j: number, score: number): number {
    if (this.dense) {
      this.dense[i * this.size + j] = score;
      this.dense[j * this.size + i] = score;
    }
    return score;
  }

  /** Removes repeats and sorts candidate lists best first (ties by index, so every later step is deterministic). */
  finish(): void {
    // One scratch array for every couple's keys (a typed array made per couple was a tenth of finishing).
    let ranked = new Float64Array(0);
    for (let i = 0; i < this.size; i++) {
      const keys = this.linked[i];
      if (ranked.length < keys.length) ranked = new Float64Array(2 * keys.length);
      for (let x = 0; x < keys.length; x++) ranked[x] = keys[x];
      sortRange(ranked, 0, keys.length);
      const best: number[] = [];
      // A repeat has the same key, so repeats lie side by side.
      for (let x = keys.length - 1; x >= 0; x--) if (x === keys.length - 1 || ranked[x] !== ranked[x + 1]) best.push(partnerOf(ranked[x]));
      this.neighbours[i] = best;
      this.linked[i] = [];
    }
  }

  /** Every candidate pair once, as [i, j, score] with i < j. */
  *pairs(): Generator<[number, number, number]> {
    for (let i = 0; i < this.size; i++) for (const j of this.neighbours[i]) if (i < j) yield [i, j, this.score(i, j)];
  }
}

/** The score of a pair markedScore gave as marked. */
export function unmarked(marked: number): number {
  return MARKED - marked;
}

export function buildCandidateGraph(
  couples: readonly CoupleFeatures[],
  blocks: ReadonlyMap<string, number[]>,
  scorer: PairScorer,
  settings: MatchingSettings,
  random: SeededRandom,
  /** Pairs ruled out by the dining history (a past rating of 2 or less); null when there are none. */
  vetoed: ((i: number, j: number) => boolean) | null = null,
  /** Pairs always made candidates of each other when in one city ("see you again" pairs to seat together), whatever their rank. */
  alwaysLinked: readonly (readonly [number, number])[] = [],
): CandidateGraph {
  // Millions of pairs are scored on large dinners: without vetoes, no look-up per pair.
  const scoreIfAllowed = vetoed
    ? (i: number, j: number) => {
        const s = scorer.scoreIfAllowed(i, j);
        return s >= 0 && vetoed(i, j) ? -1 : s;
      }
    : (i: number, j: number) => scorer.scoreIfAllowed(i, j);
  const { allPairsCityLimit, neighbourCount } = settings;
  const graph = new CandidateGraph(couples.length, scoreIfAllowed);
  for (const members of blocks.values()) {
    if (members.length <= allPairsCityLimit) {
      for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) graph.link(members[x], members[y]);
    } else {
      linkNearestNeighbours(graph, members, scoreIfAllowed, neighbourCount, random);
    }
  }
  for (const [i, j] of alwaysLinked) if (couples[i].place === couples[j].place) graph.link(i, j);
  graph.finish();
  return graph;
}

function linkNearestNeighbours(
  graph: CandidateGraph,
  members: number[],
  scoreIfAllowed: (i: number, j: number) => number,
  k: number,
  random: SeededRandom,
): void {
  // Lists in flat typed arrays, indexed by couple (k slots each; bestCount[i] used): a number[] or two per couple,
  // grown push by push, were garbage the collector copied through its young generation a third of the build.
  const size = graph.neighbours.length;
  const best = new Int32Array(size * k);
  /** bestScores[i * k + x]: the score of i with best[i * k + x], so that linking them scores nothing again. */
  const bestScores = new Int8Array(size * k);
  const bestCount = new Int32Array(size);
  // seen[j] === stamp: j was already scored against the current couple.
  const seen = new Int32Array(size);
  let stamp = 0;
  // The pairs found for the current couple, each one number that sorts as "best score, then lowest index" (see rankKey):
  // tuples and a comparator made this sort and the garbage it left a third of the build.
  const sampleSize = Math.min(members.length - 1, 4 * k);
  const found = new Float64Array(Math.max(sampleSize, 2 * k + Math.floor(k / 2) * k));
  let foundCount = 0;
  // `known`: the pair's score when already computed (a couple's own list, or a list it is on): not scored again.
  const consider = (i: number, j: number, known = UNKNOWN) => {
    if (j === i || seen[j] === stamp) return;
    seen[j] = stamp;
    const s = known === UNKNOWN ? scoreIfAllowed(i, j) : known;
    if (s >= 0) found[foundCount++] = rankKey(s, j);
  };
  const keepBest = (i: number) => {
    // Only the k best need ordering: select them (their set does not depend on how), then sort those.
    const start = foundCount > k ? selectLargest(found, foundCount, k) : 0;
    sortRange(found, start, foundCount);
    const at = i * k;
    let kept = 0;
    for (let x = foundCount - 1; x >= start; x--, kept++) {
      best[at + kept] = partnerOf(found[x]);
      bestScores[at + kept] = scoreOf(found[x]);
    }
    bestCount[i] = kept;
    foundCount = 0;
  };
  for (const i of members) {
    stamp++;
    for (let t = 0; t < sampleSize; t++) consider(i, members[random.int(members.length)]);
    keepBest(i);
  }
  // Partners of partners are likely partners too: one refinement round over them (NN-descent).
  // Who lists each couple, in the order of the lists (members, then rank), as offsets into one array.
  const reverseStart = new Int32Array(size + 1);
  for (const i of members) for (let x = 0; x < bestCount[i]; x++) reverseStart[best[i * k + x] + 1]++;
  for (let i = 0; i < size; i++) reverseStart[i + 1] += reverseStart[i];
  const reverseFill = reverseStart.slice(0, size);
  const reverse = new Int32Array(reverseStart[size]);
  const reverseScores = new Int8Array(reverseStart[size]);
  for (const i of members)
    for (let x = 0; x < bestCount[i]; x++) {
      const at = reverseFill[best[i * k + x]]++;
      reverse[at] = i;
      reverseScores[at] = bestScores[i * k + x];
    }
  // In place, as before the lists were flat: a couple's partners refined earlier lend it their refined lists.
  for (const i of members) {
    stamp++;
    const mine = i * k;
    for (let x = 0; x < bestCount[i]; x++) consider(i, best[mine + x], bestScores[mine + x]);
    const theirs = reverseStart[i];
    for (let x = 0; x < Math.min(k, reverseStart[i + 1] - theirs); x++) consider(i, reverse[theirs + x], reverseScores[theirs + x]);
    for (let x = 0; x < Math.min(Math.floor(k / 2), bestCount[i]); x++) {
      const l = best[mine + x];
      for (let y = 0; y < bestCount[l]; y++) consider(i, best[l * k + y]);
    }
    keepBest(i);
  }
  for (const i of members) for (let x = 0; x < bestCount[i]; x++) graph.link(i, best[i * k + x], bestScores[i * k + x]);
}

/**
 * Rearranges keys[0..count) so that its `k` largest are keys[count - k..count) (in no particular order) and returns
 * count - k: a quickselect (Hoare partition), linear on average, where sorting every key found cost a tenth of the build.
 */
function selectLargest(keys: Float64Array, count: number, k: number): number {
  const target = count - k;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const pivot = keys[(low + high) >>> 1];
    let x = low;
    let y = high;
    while (x <= y) {
      while (keys[x] < pivot) x++;
      while (keys[y] > pivot) y--;
      if (x <= y) {
        const t = keys[x];
        keys[x] = keys[y];
        keys[y] = t;
        x++;
        y--;
      }
    }
    if (target <= y) high = y;
    else if (target >= x) low = x;
    else break;
  }
  return target;
}

/**
 * Sorts keys[from..to) ascending in place. The build sorts a couple's k best (24 by default) twice per couple: an
 * insertion sort allocates nothing, where sorting a subarray made a typed-array view per couple.
 */
function sortRange(keys: Float64Array, from: number, to: number): void {
  if (to - from > INSERTION_SORT_LIMIT) {
    keys.subarray(from, to).sort();
    return;
  }
  for (let x = from + 1; x < to; x++) {
    const key = keys[x];
    let y = x - 1;
    for (; y >= from && keys[y] > key; y--) keys[y + 1] = keys[y];
    keys[y + 1] = key;
  }
}

/** Up to this many keys an insertion sort beats a typed-array sort (and its view). */
const INSERTION_SORT_LIMIT = 64;

/** Partner indexes below 2^26 (67 million couples) and integer scores 0-100 fit one double exactly. */
const PARTNER_SPAN = 2 ** 26;

/** Ascending order of the key is ascending score, then descending partner index: read from the end, best first, ties by lowest index. */
function rankKey(score: number, partner: number): number {
  return score * PARTNER_SPAN + (PARTNER_SPAN - 1 - partner);
}

function partnerOf(key: number): number {
  return PARTNER_SPAN - 1 - (key % PARTNER_SPAN);
}

function scoreOf(key: number): number {
  return Math.floor(key / PARTNER_SPAN);
}
