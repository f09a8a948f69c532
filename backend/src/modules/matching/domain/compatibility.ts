import { CoupleFeatures, namesInMask, popcount } from './couple-features';
import { COMMUNICATION_STYLES, CUISINES, DINING_VIBES, IDEAL_SOCIAL_OUTINGS, LIFE_STAGES, PLANNING_STYLES } from './match-couple';
import { Factor, FACTORS, MatchingSettings } from './matching-parameters';

/**
 * Pair compatibility: each factor gives a similarity in [0, 1]; the score is the weighted
 * mean of the similarities scaled to 0-100 and rounded. Unknown answers count as a neutral
 * 0.5 so that a missing field neither helps nor sinks a pair.
 */
export const NEUTRAL = 0.5;
export const NO_SHARED_DESTINATION = 0.25;

/** Rows and columns: Naturally outgoing, Good flow, Ease in, Flexible. Outgoing with easing-in mixes best; two of one style stack. */
export const COMMUNICATION_FIT = [
  [0.45, 0.8, 1, 0.85],
  [0.8, 0.8, 0.8, 0.85],
  [1, 0.8, 0.4, 0.85],
  [0.85, 0.85, 0.85, 0.8],
];
/** Spontaneous, A mix, Plan in advance. */
export const PLANNING_FIT = [
  [1, 0.75, 0.35],
  [0.75, 1, 0.75],
  [0.35, 0.75, 1],
];
/** Career-focused & experiential, Navigating parenthood, Open to all amazing couples!. */
export const LIFE_STAGE_FIT = [
  [1, 0.3, 0.8],
  [0.3, 1, 0.8],
  [0.8, 0.8, 1],
];

export interface FactorScore {
  factor: Factor;
  weight: number;
  similarity: number;
  /** This factor's share of the 0-100 score. */
  points: number;
}

export interface PairCompatibility {
  score: number;
  breakdown: FactorScore[];
  reasons: string[];
  /** The reasons as one short sentence. */
  reasoning: string;
}

export class CompatibilityModel {
  /** The factors' weights in FACTORS order, and their sum. */
  readonly weights: number[];
  readonly weightSum: number;

  constructor(readonly settings: MatchingSettings) {
    this.weights = FACTORS.map((f) => settings.weights[f]);
    this.weightSum = this.weights.reduce((s, w) => s + w, 0);
  }

  /** The 0-100 score; the hot path of the engine, so it allocates nothing. */
  score(a: CoupleFeatures, b: CoupleFeatures): number {
    const w = this.weights;
    const total =
      w[0] * cuisineSimilarity(a, b) +
      w[1] * dice(a.vibeMask, b.vibeMask, a.vibeCount, b.vibeCount) +
      w[2] * dietarySimilarity(a, b) +
      w[3] * budgetSimilarity(a, b) +
      w[4] * dice(a.outingMask, b.outingMask, a.outingCount, b.outingCount) +
      w[5] * travelSimilarity(a, b) +
      w[6] * table(LIFE_STAGE_FIT, a.lifeStage, b.lifeStage) +
      w[7] * table(COMMUNICATION_FIT, a.communication, b.communication) +
      w[8] * table(PLANNING_FIT, a.planning, b.planning) +
      w[9] * this.ageSimilarity(a, b) +
      w[10] * coupleTypeSimilarity(a, b) +
      w[11] * frequencySimilarity(a, b);
    return Math.round((100 * total) / this.weightSum);
  }

  /** The score with its breakdown by factor and the reasons in words (`destinationNames` by travel id). */
  explain(a: CoupleFeatures, b: CoupleFeatures, destinationNames: readonly string[]): PairCompatibility {
    const similarities: Record<Factor, number> = {
      cuisine: cuisineSimilarity(a, b),
      dining_vibe: dice(a.vibeMask, b.vibeMask, a.vibeCount, b.vibeCount),
      dietary: dietarySimilarity(a, b),
      budget: budgetSimilarity(a, b),
      social_outings: dice(a.outingMask, b.outingMask, a.outingCount, b.outingCount),
      travel_destinations: travelSimilarity(a, b),
      life_stage: table(LIFE_STAGE_FIT, a.lifeStage, b.lifeStage),
      communication_style: table(COMMUNICATION_FIT, a.communication, b.communication),
      planning_style: table(PLANNING_FIT, a.planning, b.planning),
      age: this.ageSimilarity(a, b),
      couple_type: coupleTypeSimilarity(a, b),
      dining_frequency: frequencySimilarity(a, b),
    };
    const breakdown = FACTORS.map((factor, i) => ({
      factor,
      weight: this.weights[i],
      similarity: round2(similarities[factor]),
      points: round2((100 * this.weights[i] * similarities[factor]) / this.weightSum),
    }));
    const reasons = pairReasons(a, b, destinationNames);
    const reasoning = reasons.length
      ? `${reasons[0].charAt(0).toUpperCase()}${listText(reasons).slice(1)}.`
      : 'Little in common beyond compatible preferences.';
    return { score: this.score(a, b), breakdown, reasons, reasoning };
  }

  private ageSimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
    if (a.meanAge === null || b.meanAge === null) return NEUTRAL;
    return Math.max(0, 1 - Math.abs(a.meanAge - b.meanAge) / Math.max(1, this.settings.ageGapWiderRangeYears));
  }
}

function cuisineSimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  if (a.cuisineWildcard || b.cuisineWildcard) return 1;
  return dice(a.cuisineMask, b.cuisineMask, a.cuisineCount, b.cuisineCount);
}

/** Two couples with no restrictions, or the same ones, sit together easily; differing needs narrow the restaurants. */
function dietarySimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  if (a.dietMask === 0 && b.dietMask === 0) return 1;
  return 0.5 + (0.5 * (2 * popcount(a.dietMask & b.dietMask))) / (a.dietCount + b.dietCount);
}

export function budgetSimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  if (a.budgetWildcard || b.budgetWildcard) return 1;
  return dice(a.budgetMask, b.budgetMask, a.budgetCount, b.budgetCount);
}

function travelSimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  if (a.travel.length === 0 || b.travel.length === 0) return NEUTRAL;
  if ((a.travelBits & b.travelBits) === 0) return NO_SHARED_DESTINATION;
  let shared = 0;
  for (const place of a.travel) if (b.travel.includes(place)) shared++;
  return shared === 0 ? NO_SHARED_DESTINATION : 0.6 + (0.4 * 2 * shared) / (a.travel.length + b.travel.length);
}

/** A couple-type preference actively met counts 1 for that couple, an open one 0.75. */
export function coupleTypeSimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  return (preferenceMet(a, b) + preferenceMet(b, a)) / 2;
}

function preferenceMet(chooser: CoupleFeatures, other: CoupleFeatures): number {
  const similar = chooser.wantsSimilarDynamic && chooser.dynamic !== 'unknown' && chooser.dynamic === other.dynamic;
  const lgbtq = chooser.wantsLgbtq && other.lgbtq === true;
  return similar || lgbtq ? 1 : 0.75;
}

export function frequencySimilarity(a: CoupleFeatures, b: CoupleFeatures): number {
  if (a.frequency < 0 || b.frequency < 0) return NEUTRAL;
  return 1 - Math.abs(a.frequency - b.frequency) / 3;
}

/** Sørensen-Dice overlap of two option sets (with their sizes, counted once per couple); neutral when either couple chose nothing. */
export function dice(a: number, b: number, aCount: number, bCount: number): number {
  if (a === 0 || b === 0) return NEUTRAL;
  return (2 * popcount(a & b)) / (aCount + bCount);
}

export function table(fit: number[][], i: number, j: number): number {
  return i < 0 || j < 0 ? NEUTRAL : fit[i][j];
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Short phrases naming what two couples share, strongest first. */
export function pairReasons(a: CoupleFeatures, b: CoupleFeatures, destinationNames: readonly string[]): string[] {
  const reasons: string[] = [];
  const cuisines = namesInMask(CUISINES, a.cuisineMask & b.cuisineMask);
  if (cuisines.length) reasons.push(`both enjoy ${listText(cuisines.slice(0, 3))} food`);
  else if (a.cuisineWildcard || b.cuisineWildcard) reasons.push('open to any cuisine');
  const vibes = namesInMask(DINING_VIBES, a.vibeMask & b.vibeMask);
  if (vibes.length) reasons.push(`share ${withArticle(listText(vibes.slice(0, 2)))} dining vibe`);
  const outings = namesInMask(IDEAL_SOCIAL_OUTINGS, a.outingMask & b.outingMask);
  if (outings.length) reasons.push(`both like ${listText(outings.slice(0, 2).map((o) => o.toLowerCase()))}`);
  if (a.lifeStage >= 0 && a.lifeStage === b.lifeStage && a.lifeStage !== 2) reasons.push(`same life stage (${LIFE_STAGES[a.lifeStage]})`);
  if (a.communication >= 0 && b.communication >= 0 && COMMUNICATION_FIT[a.communication][b.communication] === 1) {
    reasons.push(`complementary styles (${COMMUNICATION_STYLES[a.communication]} and ${COMMUNICATION_STYLES[b.communication]})`);
  }
  if (a.planning >= 0 && a.planning === b.planning) reasons.push(`both plan the same way (${PLANNING_STYLES[a.planning]})`);
  const places = a.travel.filter((p) => b.travel.includes(p));
  if (places.length) reasons.push(`both dream of ${listText(places.map((id) => titleCase(destinationNames[id])))}`);
  return reasons;
}

/** 'a Relaxed & Casual', 'an Adventurous & Experimental'. */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
