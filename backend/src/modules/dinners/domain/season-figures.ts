import { weekOf } from './dinner-outcomes';

/**
 * A season in analytics (issue 22, point 5): do couples meet new faces, do they want to meet
 * again, and does the engine's compatibility score predict how they rate each other?
 * Pure: computed from the completed dinners' tables and the ratings given there.
 */

/** One table of a completed dinner: the group's compatibility score (0-100) and its couples. */
export interface SeasonTable {
  score: number | null;
  coupleIds: string[];
}

export interface SeasonDinner {
  id: string;
  eventDate: Date;
  tables: SeasonTable[];
}

/** A couple-to-couple rating (1-5) given in a review of the dinner. */
export interface CoupleRating {
  dinnerId: string;
  raterCoupleId: string;
  ratedCoupleId: string;
  rating: number;
}

/** Two couples who each marked the other "see you again". */
export interface MutualPair {
  a: string;
  b: string;
}

export interface SeasonWeek {
  week: string;
  /** Pairs of couples who shared a table that week, and how many of them had shared one before. */
  tablePairs: number;
  repeatPairs: number;
  repeatPairRate: number | null;
}

export interface ScoreBand {
  /** e.g. '70-79'; the lowest band is '0-49'. */
  band: string;
  minScore: number;
  maxScore: number;
  ratings: number;
  averageRating: number | null;
}

export interface SeasonFigures {
  tablePairs: number;
  repeatPairs: number;
  /** 0..1: share of table pairs who had already shared a table at an earlier dinner; null without tables. */
  repeatPairRate: number | null;
  /** Distinct pairs who shared a table and marked each other. */
  mutualPairs: number;
  /** 0..1: share of the distinct pairs who shared a table that marked each other; null without tables. */
  mutualShare: number | null;
  averageCoupleRating: number | null;
  weeks: SeasonWeek[];
  /** Mean couple-to-couple rating by the compatibility score of the group it was given in. */
  ratingByScore: ScoreBand[];
}

export const SCORE_BANDS: readonly [number, number][] = [
  [0, 49],
  [50, 59],
  [60, 69],
  [70, 79],
  [80, 89],
  [90, 100],
];

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length);

function pairsOf(table: SeasonTable): string[] {
  const ids = [...new Set(table.coupleIds)];
  return ids.flatMap((a, x) => ids.slice(x + 1).map((b) => pairKey(a, b)));
}

export function seasonFigures(dinners: readonly SeasonDinner[], ratings: readonly CoupleRating[], mutual: readonly MutualPair[]): SeasonFigures {
  const ordered = [...dinners].sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
  const seen = new Set<string>();
  const byWeek = new Map<string, { tablePairs: number; repeatPairs: number }>();
  let tablePairs = 0;
  let repeatPairs = 0;
  for (const dinner of ordered) {
    const pairs = dinner.tables.flatMap(pairsOf);
    const repeats = pairs.filter((pair) => seen.has(pair)).length;
    const week = byWeek.get(weekOf(dinner.eventDate)) ?? { tablePairs: 0, repeatPairs: 0 };
    byWeek.set(weekOf(dinner.eventDate), { tablePairs: week.tablePairs + pairs.length, repeatPairs: week.repeatPairs + repeats });
    tablePairs += pairs.length;
    repeatPairs += repeats;
    // Added after the dinner: two tables of one evening are not a repeat of each other.
    for (const pair of pairs) seen.add(pair);
  }

  const mutualPairs = new Set(mutual.map((m) => pairKey(m.a, m.b)).filter((pair) => seen.has(pair))).size;

  const scoreAt = new Map<string, number | null>();
  for (const dinner of dinners) for (const table of dinner.tables) for (const pair of pairsOf(table)) scoreAt.set(`${dinner.id}|${pair}`, table.score);
  const bands = SCORE_BANDS.map(([minScore, maxScore]) => ({ minScore, maxScore, values: [] as number[] }));
  const counted = ratings.filter((r) => r.raterCoupleId !== r.ratedCoupleId && scoreAt.has(`${r.dinnerId}|${pairKey(r.raterCoupleId, r.ratedCoupleId)}`));
  for (const r of counted) {
    const score = scoreAt.get(`${r.dinnerId}|${pairKey(r.raterCoupleId, r.ratedCoupleId)}`);
    if (score === null || score === undefined) continue;
    bands.find((band) => score >= band.minScore && score <= band.maxScore)?.values.push(r.rating);
  }

  return {
    tablePairs,
    repeatPairs,
    repeatPairRate: rate(repeatPairs, tablePairs),
    mutualPairs,
    mutualShare: rate(mutualPairs, seen.size),
    averageCoupleRating: mean(counted.map((r) => r.rating)),
    weeks: [...byWeek.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, w]) => ({ week, tablePairs: w.tablePairs, repeatPairs: w.repeatPairs, repeatPairRate: rate(w.repeatPairs, w.tablePairs) })),
    ratingByScore: bands.map(({ minScore, maxScore, values }) => ({
      band: `${minScore}-${maxScore}`,
      minScore,
      maxScore,
      ratings: values.length,
      averageRating: mean(values),
    })),
  };
}
