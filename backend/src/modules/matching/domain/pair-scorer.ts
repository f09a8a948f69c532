import {
  budgetSimilarity,
  COMMUNICATION_FIT,
  CompatibilityModel,
  coupleTypeSimilarity,
  dice,
  frequencySimilarity,
  LIFE_STAGE_FIT,
  NEUTRAL,
  NO_SHARED_DESTINATION,
  PLANNING_FIT,
  table,
} from './compatibility';
import { CoupleFeatures, GenderDynamic, popcount } from './couple-features';
import { rulesOutByCoupleType } from './hard-constraints';
import { COMMUNICATION_STYLES, DINING_FREQUENCIES, DINING_VIBES, LIFE_STAGES, PLANNING_STYLES, PRICE_TIERS } from './match-couple';
import { PlaceVenues } from './venues';

/** Int32 slots of a couple's row: 16 of them, 64 bytes, one cache line. */
const STRIDE = 16;
const PLACE = 0;
const CUISINE = 1;
/** cuisine count (WILDCARD for 'Surprise Us!') | diet count << 8 | outing count << 16. */
const COUNTS = 2;
const VIBE = 3;
const DIET = 4;
/** budget mask | wildcard << tiers: the budget factor's table index. */
const BUDGET_CODE = 5;
const BUDGET = 6;
const OUTING = 7;
const NEEDS = 8;
const PEOPLE = 9;
/** Number of destinations | EXACT_TRAVEL when every id is below 32 (its bits are then the set itself). */
const TRAVEL = 10;
const TRAVEL_BITS = 11;
/** (life stage + 1) | (communication + 1) << 4 | (planning + 1) << 8 | (frequency + 1) << 12: unknown answers are 0. */
const CATEGORIES = 12;
/** Age preference (AGE_LIMIT's index) | couple-type code << 2. */
const PREFERENCES = 13;
/** The mean age, a double in slots 14-15 (NaN when unknown). */
const AGE = 7;

const WILDCARD = 255;
const VIBE_BITS = DINING_VIBES.length;
const BUDGET_BITS = PRICE_TIERS.length + 1;
const LIFE_CODES = LIFE_STAGES.length + 1;
const COMMUNICATION_CODES = COMMUNICATION_STYLES.length + 1;
const PLANNING_CODES = PLANNING_STYLES.length + 1;
const FREQUENCY_CODES = DINING_FREQUENCIES.length + 1;
const EXACT_TRAVEL = 1 << 16;
const DYNAMICS: readonly GenderDynamic[] = ['mixed', 'same', 'other', 'unknown'];
const LGBTQ = [null, false, true] as const;
/** Couple-type codes: dynamic × lgbtq × wants a similar dynamic × wants LGBTQIA+. */
const TYPE_CODES = DYNAMICS.length * LGBTQ.length * 4;

/**
 * Scores pairs exactly as `pairRuleOut` and `CompatibilityModel.score` do, for the millions
 * of pairs a large dinner scores: each couple's features packed into one 64-byte row of a
 * typed array (a pair reads two cache lines, where the feature objects and their travel
 * lists were several scattered ones), and the factors with few possible answers read from
 * tables of weight × similarity made by the model's own functions. Every term is the same
 * double, added in the model's order, so every score is the same to the last bit
 * (pair-scorer.spec.ts compares them).
 */
export class PairScorer {
  private readonly rows: Int32Array;
  private readonly ages: Float64Array;
  private readonly venues: PlaceVenues[] = [];
  private readonly w: number[];
  private readonly weightSum: number;
  private readonly ageDivisor: number;
  /** Largest age gap each age preference accepts (open, around, wider). */
  private readonly ageLimit: Float64Array;
  private readonly vibe: Float64Array;
  private readonly budget: Float64Array;
  private readonly life: Float64Array;
  private readonly communication: Float64Array;
  private readonly planning: Float64Array;
  private readonly frequency: Float64Array;
  private readonly coupleType: Float64Array;
  /** 1 where either couple's couple-type preference rules the other out. */
  private readonly typeRuledOut: Uint8Array;

  constructor(
    private readonly features: readonly CoupleFeatures[],
    model: CompatibilityModel,
    venuesOf: (place: string) => PlaceVenues,
  ) {
    const { settings } = model;
    this.w = model.weights;
    this.weightSum = model.weightSum;
    this.ageDivisor = Math.max(1, settings.ageGapWiderRangeYears);
    this.ageLimit = Float64Array.of(Infinity, settings.ageGapAroundOurAgeYears, settings.ageGapWiderRangeYears);
    const w = this.w;
    const vibes = 1 << DINING_VIBES.length;
    this.vibe = tableOf(vibes, (a, b) => w[1] * dice(a, b, popcount(a), popcount(b)));
    const tiers = PRICE_TIERS.length;
    const budgetOf = (code: number) => {
      const mask = code & ((1 << tiers) - 1);
      return { budgetWildcard: code >> tiers === 1, budgetMask: mask, budgetCount: popcount(mask) } as CoupleFeatures;
    };
    this.budget = tableOf(2 << tiers, (a, b) => w[3] * budgetSimilarity(budgetOf(a), budgetOf(b)));
    this.life = tableOf(LIFE_STAGES.length + 1, (a, b) => w[6] * table(LIFE_STAGE_FIT, a - 1, b - 1));
    this.communication = tableOf(COMMUNICATION_STYLES.length + 1, (a, b) => w[7] * table(COMMUNICATION_FIT, a - 1, b - 1));
    this.planning = tableOf(PLANNING_STYLES.length + 1, (a, b) => w[8] * table(PLANNING_FIT, a - 1, b - 1));
    const frequencyOf = (code: number) => ({ frequency: code - 1 }) as CoupleFeatures;
    this.frequency = tableOf(DINING_FREQUENCIES.length + 1, (a, b) => w[11] * frequencySimilarity(frequencyOf(a), frequencyOf(b)));
    this.coupleType = tableOf(TYPE_CODES, (a, b) => w[10] * coupleTypeSimilarity(typeOf(a), typeOf(b)));
    this.typeRuledOut = Uint8Array.from(
      tableOf(TYPE_CODES, (a, b) => (rulesOutByCoupleType(typeOf(a), typeOf(b)) || rulesOutByCoupleType(typeOf(b), typeOf(a)) ? 1 : 0)),
    );

    const buffer = new ArrayBuffer(features.length * STRIDE * 4);
    this.rows = new Int32Array(buffer);
    this.ages = new Float64Array(buffer);
    const places = new Map<string, number>();
    for (const f of features) {
      let place = places.get(f.place);
      if (place === undefined) {
        place = places.size;
        places.set(f.place, place);
        this.venues.push(venuesOf(f.place));
      }
      this.pack(f, place);
    }
  }

  /** The pair's score 0-100, or -1 when a hard constraint keeps the two apart (pairRuleOut). */
  scoreIfAllowed(i: number, j: number): number {
    const r = this.rows;
    const a = i * STRIDE;
    const b = j * STRIDE;
    if (r[a + PLACE] !== r[b + PLACE]) return -1;
    const ageA = this.ages[i * (STRIDE / 2) + AGE];
    const ageB = this.ages[j * (STRIDE / 2) + AGE];
    // NaN (an unknown age) compares false: it rules nobody out, as in rulesOutByAge.
    const gap = Math.abs(ageA - ageB);
    if (gap > this.ageLimit[r[a + PREFERENCES] & 3] || gap > this.ageLimit[r[b + PREFERENCES] & 3]) return -1;
    if (this.typeRuledOut[(r[a + PREFERENCES] >> 2) * TYPE_CODES + (r[b + PREFERENCES] >> 2)] === 1) return -1;
    if (!this.venues[r[a + PLACE]].canHost(r[a + NEEDS] | r[b + NEEDS], r[a + BUDGET] & r[b + BUDGET], r[a + PEOPLE] + r[b + PEOPLE])) return -1;
    return this.score(i, j);
  }

  /** CompatibilityModel.score of the pair. */
  score(i: number, j: number): number {
    const r = this.rows;
    const a = i * STRIDE;
    const b = j * STRIDE;
    const w = this.w;
    const countsA = r[a + COUNTS];
    const countsB = r[b + COUNTS];
    const categoriesA = r[a + CATEGORIES];
    const categoriesB = r[b + CATEGORIES];
    const ageA = this.ages[i * (STRIDE / 2) + AGE];
    const ageB = this.ages[j * (STRIDE / 2) + AGE];
    const total =
      w[0] * cuisine(r[a + CUISINE], r[b + CUISINE], countsA & 0xff, countsB & 0xff) +
      this.vibe[(r[a + VIBE] << VIBE_BITS) | r[b + VIBE]] +
      w[2] * dietary(r[a + DIET], r[b + DIET], (countsA >> 8) & 0xff, (countsB >> 8) & 0xff) +
      this.budget[(r[a + BUDGET_CODE] << BUDGET_BITS) | r[b + BUDGET_CODE]] +
      w[4] * overlap(r[a + OUTING], r[b + OUTING], countsA >> 16, countsB >> 16) +
      w[5] * this.travel(i, j, r[a + TRAVEL], r[b + TRAVEL], r[a + TRAVEL_BITS] & r[b + TRAVEL_BITS]) +
      this.life[(categoriesA & 0xf) * LIFE_CODES + (categoriesB & 0xf)] +
      this.communication[((categoriesA >> 4) & 0xf) * COMMUNICATION_CODES + ((categoriesB >> 4) & 0xf)] +
      this.planning[((categoriesA >> 8) & 0xf) * PLANNING_CODES + ((categoriesB >> 8) & 0xf)] +
      w[9] * (ageA !== ageA || ageB !== ageB ? NEUTRAL : Math.max(0, 1 - Math.abs(ageA - ageB) / this.ageDivisor)) +
      this.coupleType[(r[a + PREFERENCES] >> 2) * TYPE_CODES + (r[b + PREFERENCES] >> 2)] +
      this.frequency[(categoriesA >> 12) * FREQUENCY_CODES + (categoriesB >> 12)];
    return Math.round((100 * total) / this.weightSum);
  }

  /** travelSimilarity, counting shared destinations on the bits when both lists are exact there. */
  private travel(i: number, j: number, travelA: number, travelB: number, sharedBits: number): number {
    const lengthA = travelA & 0xffff;
    const lengthB = travelB & 0xffff;
    if (lengthA === 0 || lengthB === 0) return NEUTRAL;
    if (sharedBits === 0) return NO_SHARED_DESTINATION;
    let shared = 0;
    if ((travelA & travelB & EXACT_TRAVEL) !== 0) shared = popcount(sharedBits);
    else for (const place of this.features[i].travel) if (this.features[j].travel.includes(place)) shared++;
    return shared === 0 ? NO_SHARED_DESTINATION : 0.6 + (0.4 * 2 * shared) / (lengthA + lengthB);
  }

  private pack(f: CoupleFeatures, place: number): void {
    const r = this.rows;
    const at = f.index * STRIDE;
    r[at + PLACE] = place;
    r[at + CUISINE] = f.cuisineMask;
    r[at + COUNTS] = (f.cuisineWildcard ? WILDCARD : f.cuisineCount) | (f.dietCount << 8) | (f.outingCount << 16);
    r[at + VIBE] = f.vibeMask;
    r[at + DIET] = f.dietMask;
    r[at + BUDGET_CODE] = f.budgetMask | (f.budgetWildcard ? 1 << PRICE_TIERS.length : 0);
    r[at + BUDGET] = f.budgetMask;
    r[at + OUTING] = f.outingMask;
    r[at + NEEDS] = f.needsMask;
    r[at + PEOPLE] = f.people;
    r[at + TRAVEL] = f.travel.length | (f.travel.every((id) => id < 32) ? EXACT_TRAVEL : 0);
    r[at + TRAVEL_BITS] = f.travelBits;
    r[at + CATEGORIES] = (f.lifeStage + 1) | ((f.communication + 1) << 4) | ((f.planning + 1) << 8) | ((f.frequency + 1) << 12);
    const agePreference = f.agePreference === 'around' ? 1 : f.agePreference === 'wider' ? 2 : 0;
    const type =
      DYNAMICS.indexOf(f.dynamic) + DYNAMICS.length * (LGBTQ.indexOf(f.lgbtq) + LGBTQ.length * (Number(f.wantsSimilarDynamic) + 2 * Number(f.wantsLgbtq)));
    r[at + PREFERENCES] = agePreference | (type << 2);
    this.ages[f.index * (STRIDE / 2) + AGE] = f.meanAge ?? NaN;
  }
}

/** Shared options × (OVERLAP_SPAN) + both counts: any two 32-bit masks fit. */
const OVERLAP_SPAN = 65;
/** dice's and dietarySimilarity's quotients for every shared count and count sum, made by the same expressions (a table read instead of a division). */
const DICE = tableOf(OVERLAP_SPAN, (shared, sum) => (sum === 0 ? 0 : (2 * shared) / sum));
const DIETARY = tableOf(OVERLAP_SPAN, (shared, sum) => (sum === 0 ? 0 : 0.5 + (0.5 * (2 * shared)) / sum));

function overlap(maskA: number, maskB: number, countA: number, countB: number): number {
  if (maskA === 0 || maskB === 0) return NEUTRAL;
  return DICE[popcount(maskA & maskB) * OVERLAP_SPAN + countA + countB];
}

function cuisine(maskA: number, maskB: number, countA: number, countB: number): number {
  return countA === WILDCARD || countB === WILDCARD ? 1 : overlap(maskA, maskB, countA, countB);
}

function dietary(maskA: number, maskB: number, countA: number, countB: number): number {
  if (maskA === 0 && maskB === 0) return 1;
  return DIETARY[popcount(maskA & maskB) * OVERLAP_SPAN + countA + countB];
}

/** The couple-type fields of a code (see PairScorer.pack). */
function typeOf(code: number): CoupleFeatures {
  const dynamic = DYNAMICS[code % DYNAMICS.length];
  const rest = Math.floor(code / DYNAMICS.length);
  const wants = Math.floor(rest / LGBTQ.length);
  return { dynamic, lgbtq: LGBTQ[rest % LGBTQ.length], wantsSimilarDynamic: (wants & 1) === 1, wantsLgbtq: (wants & 2) === 2 } as CoupleFeatures;
}

/** A size × size table of f(a, b). */
function tableOf(size: number, f: (a: number, b: number) => number): Float64Array {
  const values = new Float64Array(size * size);
  for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) values[a * size + b] = f(a, b);
  return values;
}
