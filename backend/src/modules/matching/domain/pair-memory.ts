import { DiningHistory, NEVER_AGAIN_RATING, SharedTable } from './dining-history';

export interface NoveltySettings {
  /** A pair that shared a table within either couple's last this-many dinners counts as a repeat; 0: the whole history. */
  windowDinners: number;
  /** Objective penalty per repeat pair in a group. */
  repeatPairPenalty: number;
  /** Objective points per rating point above 3 (their mean rating of each other) for a pair that met outside the window. */
  coupleRatingWeight: number;
  /** Objective points for seating a "see you again" pair together (both asked): it replaces the repeat penalty for that pair. */
  seatTogetherBonus: number;
}

/** Up to this many couples the pair terms live in a dense table (2048² × 4 bytes = 16 MB). */
const DENSE_LIMIT = 2048;

/**
 * The engine's memory of which booked couples already met: per pair, the term it adds to
 * the objective (minus the repeat penalty when they met within the novelty window, plus
 * or minus their mutual rating's worth) and whether a rating of 2 or less or a safety report
 * rules the pair out for good. A pair that asked to be seated together again ("see you again", both
 * couples) is no repeat: its term is the seat_together_bonus instead of the repeat penalty,
 * and it keeps its place among the couples' candidates. Built once per dinner; `term` is on the search's hot path, so it is a table
 * look-up (asked only for the pairs that met, which the candidate graph marks, and never when no booked pair ever met).
 */
export class PairMemory {
  /** False when no two booked couples ever shared a table: the search skips the look-ups. */
  readonly active: boolean;
  /** True when some booked pair met within the window: avoiding repeats is at stake. */
  readonly hasRecentPairs: boolean;
  private readonly size: number;
  /** Up to DENSE_LIMIT couples: every pair's term at [i × couples + j]. */
  private readonly dense: Float32Array | null;
  private readonly denseRepeats: Uint8Array | null;
  private readonly sparse = new Map<number, number>();
  private readonly vetoes = new Set<number>();
  private readonly reportedKeys = new Set<number>();
  private readonly recent = new Set<number>();
  private readonly dates = new Map<number, string[]>();
  private readonly together = new Set<number>();
  /** Every pair with a term (met before, or asked to be seated together), as pair keys. */
  private readonly remembered: ReadonlySet<number>;

  constructor(indexById: ReadonlyMap<string, number>, history: DiningHistory, settings: NoveltySettings) {
    this.size = indexById.size;
    const cutoff = windowCutoffs(history.sharedTables, settings.windowDinners);
    const ratings = new Map<number, number[]>();
    for (const pair of history.seatTogether ?? []) {
      const i = indexById.get(pair.a);
      const j = indexById.get(pair.b);
      if (i !== undefined && j !== undefined && i !== j) this.together.add(this.key(i, j));
    }
    for (const t of history.sharedTables) {
      const i = indexById.get(t.a);
      const j = indexById.get(t.b);
      if (i === undefined || j === undefined || i === j) continue;
      const key = this.key(i, j);
      this.dates.set(key, [...(this.dates.get(key) ?? []), t.date]);
      const recent = t.date >= (cutoff.get(t.a) ?? '') || t.date >= (cutoff.get(t.b) ?? '');
      if (recent && !this.together.has(key)) this.recent.add(key);
      for (const r of [t.ratingByA, t.ratingByB]) {
        if (r === null) continue;
        if (r <= NEVER_AGAIN_RATING) this.vetoes.add(key);
        ratings.set(key, [...(ratings.get(key) ?? []), r]);
      }
    }
    for (const pair of history.reportedPairs ?? []) {
      const i = indexById.get(pair.a);
      const j = indexById.get(pair.b);
      if (i === undefined || j === undefined || i === j) continue;
      this.reportedKeys.add(this.key(i, j));
      this.vetoes.add(this.key(i, j));
    }
    // A pair a rating or a report rules out never shares a table, so it is no repeat to avoid (nor makes avoiding repeats at stake).
    for (const key of this.vetoes) this.recent.delete(key);
    const remembered = new Set([...this.dates.keys(), ...this.together]);
    this.remembered = remembered;
    this.active = remembered.size > 0;
    this.hasRecentPairs = this.recent.size > 0;
    this.dense = this.active && this.size <= DENSE_LIMIT ? new Float32Array(this.size * this.size) : null;
    this.denseRepeats = this.dense ? new Uint8Array(this.size * this.size) : null;
    for (const key of remembered) {
      const given = ratings.get(key) ?? [];
      const mean = given.length ? given.reduce((s, r) => s + r, 0) / given.length : 3;
      const memory = this.together.has(key) ? settings.seatTogetherBonus : this.recent.has(key) ? -settings.repeatPairPenalty : 0;
      const term = memory + settings.coupleRatingWeight * (mean - 3);
      if (this.dense) {
        const i = Math.floor(key / this.size);
        const j = key % this.size;
        this.dense[i * this.size + j] = term;
        this.dense[j * this.size + i] = term;
        if (this.recent.has(key)) this.denseRepeats![i * this.size + j] = this.denseRepeats![j * this.size + i] = 1;
      } else {
        this.sparse.set(key, term);
      }
    }
    for (const d of this.dates.values()) d.sort();
  }

  /** What seating i with j adds to the objective (0 for couples that never met). */
  term(i: number, j: number): number {
    if (this.dense) return this.dense[i * this.size + j];
    return this.sparse.get(this.key(i, j)) ?? 0;
  }

  /** Some pair is ruled out by a past rating (when none is, scoring pairs skips the look-up). */
  get hasVetoes(): boolean {
    return this.vetoes.size > 0;
  }

  /** Either couple rated the other 2 or less at some past dinner, or reported the other: never at one table again. */
  vetoed(i: number, j: number): boolean {
    return this.vetoes.has(this.key(i, j));
  }

  /** One couple reported the other after a dinner they shared (the veto's reason, for the admin). */
  reported(i: number, j: number): boolean {
    return this.reportedKeys.has(this.key(i, j));
  }

  /** Every pair that asked to be seated together again, as couple indexes. */
  togetherPairs(): [number, number][] {
    return this.pairsOf(this.together);
  }

  /** Every pair whose term is not 0 or may not be: met before, or asked to be seated together. */
  rememberedPairs(): [number, number][] {
    return this.pairsOf(this.remembered);
  }

  /** Both asked to be seated together again ("see you again"). */
  seatTogether(i: number, j: number): boolean {
    return this.together.has(this.key(i, j));
  }

  /** They shared a table within the novelty window (a pair that asked to be seated together again never counts). */
  isRepeat(i: number, j: number): boolean {
    if (this.denseRepeats) return this.denseRepeats[i * this.size + j] === 1;
    return this.recent.has(this.key(i, j));
  }

  /**
   * Moves and construction look at a couple's first neighbour_count candidates: partners it
   * already met go to the back of its list (in score order), so new faces are within reach.
   */
  demoteRepeats(neighbours: number[][]): void {
    if (!this.hasRecentPairs) return;
    neighbours.forEach((list, i) => {
      const fresh = list.filter((j) => !this.isRepeat(i, j));
      if (fresh.length === list.length) return;
      const met = list.filter((j) => this.isRepeat(i, j));
      list.length = 0;
      list.push(...fresh, ...met);
    });
  }

  /** The dates they shared a table, earliest first. */
  datesTogether(i: number, j: number): readonly string[] {
    return this.dates.get(this.key(i, j)) ?? [];
  }

  private pairsOf(keys: ReadonlySet<number>): [number, number][] {
    return [...keys].map((key) => [Math.floor(key / this.size), key % this.size]);
  }

  private key(i: number, j: number): number {
    return i < j ? i * this.size + j : j * this.size + i;
  }
}

/**
 * Per couple, the date of the oldest of its last `window` dinners (distinct dates it shared a
 * table): meetings on or after it are recent. With no window every meeting is recent.
 */
function windowCutoffs(tables: readonly SharedTable[], window: number): Map<string, string> {
  const cutoffs = new Map<string, string>();
  if (window <= 0) return cutoffs;
  const datesOf = new Map<string, Set<string>>();
  for (const t of tables) {
    for (const id of [t.a, t.b]) datesOf.set(id, (datesOf.get(id) ?? new Set()).add(t.date));
  }
  for (const [id, dates] of datesOf) {
    const sorted = [...dates].sort().reverse();
    cutoffs.set(id, sorted[Math.min(window, sorted.length) - 1]);
  }
  return cutoffs;
}
