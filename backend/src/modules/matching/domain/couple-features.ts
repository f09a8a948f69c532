import {
  COMMUNICATION_STYLES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINING_FREQUENCIES,
  DINING_VIBES,
  IDEAL_SOCIAL_OUTINGS,
  LIFE_STAGES,
  MatchCouple,
  OPEN_TO_ALL_BUDGETS,
  PLANNING_STYLES,
  PRICE_TIERS,
  SURPRISE_US,
} from './match-couple';
import { accommodationMask } from './venues';
import { accommodationsNeeded, normalizeWord, placeKey } from './venue-vocabulary';

export type GenderDynamic = 'mixed' | 'same' | 'other' | 'unknown';
export type AgePreference = 'open' | 'around' | 'wider';

/**
 * A couple compiled once into bit masks and indexes, so that scoring a pair costs a few
 * integer operations: the engine scores millions of pairs on large dinners.
 */
export interface CoupleFeatures {
  index: number;
  id: string;
  place: string;
  people: number;
  cuisineMask: number;
  cuisineWildcard: boolean;
  vibeMask: number;
  outingMask: number;
  dietMask: number;
  needsMask: number;
  /** Acceptable price tiers (bit per tier); every tier for 'Open to all price ranges!' or no answer. */
  budgetMask: number;
  budgetWildcard: boolean;
  /** Set bits of the masks above, counted once: scoring a pair only counts the shared ones. */
  cuisineCount: number;
  vibeCount: number;
  outingCount: number;
  dietCount: number;
  budgetCount: number;
  /** Travel destinations as ids (see compileCouple's `destinationId`). */
  travel: number[];
  /** Bit (id mod 32) of each travel id: two couples whose bits do not meet share no destination, told without comparing lists. */
  travelBits: number;
  lifeStage: number;
  communication: number;
  planning: number;
  frequency: number;
  meanAge: number | null;
  agePreference: AgePreference;
  dynamic: GenderDynamic;
  /** true/false when the genders tell, null when they do not. */
  lgbtq: boolean | null;
  wantsSimilarDynamic: boolean;
  wantsLgbtq: boolean;
}

const ALL_TIERS = (1 << PRICE_TIERS.length) - 1;
const DIETARY_OPTIONS = DIETARY_RESTRICTIONS.filter((r) => r !== 'None' && r !== 'Other');

/**
 * Equal values shared by many couples, made cheap to compare: `destinationId` numbers each
 * distinct travel destination (compared case-insensitively), `place` returns one string
 * instance per city so that comparing cities is a reference check.
 */
export interface SharedValues {
  destinationId(name: string): number;
  place(key: string): string;
}

export function compileCouple(couple: MatchCouple, index: number, onDate: Date, shared: SharedValues): CoupleFeatures {
  const budgetWildcard = couple.restaurantPricePreference.includes(OPEN_TO_ALL_BUDGETS) || couple.restaurantPricePreference.length === 0;
  const cuisineWildcard = couple.cuisineTypes.includes(SURPRISE_US);
  const ages = couple.people.map((p) => ageOn(p.dateOfBirth, onDate)).filter((a): a is number => a !== null);
  const typePreferences = couple.diverseCouplesPreference;
  const restricting = !typePreferences.includes('Open to all');
  const dynamic = genderDynamic(couple.people.map((p) => p.gender));
  const cuisineMask = maskOf(CUISINES, couple.cuisineTypes);
  const vibeMask = maskOf(DINING_VIBES, couple.diningVibe);
  const outingMask = maskOf(IDEAL_SOCIAL_OUTINGS, couple.idealSocialOuting);
  const dietMask = maskOf(DIETARY_OPTIONS, couple.dietaryRestrictions);
  const budgetMask = budgetWildcard ? ALL_TIERS : maskOf(PRICE_TIERS, couple.restaurantPricePreference) || ALL_TIERS;
  const travel = [
    ...new Set(
      couple.travelDestinations
        .map(normalizeWord)
        .filter(Boolean)
        .map((d) => shared.destinationId(d)),
    ),
  ];
  return {
    index,
    id: couple.id,
    place: shared.place(placeKey(couple.city, couple.country)),
    people: Math.max(couple.people.length, 2),
    cuisineMask,
    cuisineWildcard,
    vibeMask,
    outingMask,
    dietMask,
    needsMask: accommodationMask(accommodationsNeeded(couple.dietaryRestrictions)),
    budgetMask,
    budgetWildcard,
    cuisineCount: popcount(cuisineMask),
    vibeCount: popcount(vibeMask),
    outingCount: popcount(outingMask),
    dietCount: popcount(dietMask),
    budgetCount: popcount(budgetMask),
    travel,
    travelBits: travel.reduce((bits, id) => bits | (1 << (id & 31)), 0),
    lifeStage: indexOf(LIFE_STAGES, couple.lifeStagePreference),
    communication: indexOf(COMMUNICATION_STYLES, couple.communicationStyle),
    planning: indexOf(PLANNING_STYLES, couple.planningStyle),
    frequency: indexOf(DINING_FREQUENCIES, couple.diningFrequency),
    meanAge: ages.length ? ages.reduce((s, a) => s + a, 0) / ages.length : null,
    agePreference: couple.socialAgePreference === 'Around our age' ? 'around' : couple.socialAgePreference === 'Wider range' ? 'wider' : 'open',
    dynamic,
    lgbtq: dynamic === 'unknown' ? null : dynamic !== 'mixed',
    wantsSimilarDynamic: restricting && typePreferences.includes('Similar gender dynamic'),
    wantsLgbtq: restricting && typePreferences.includes('LGBTQIA+'),
  };
}

/** Full years on a date; null when the birth date is missing or not a real ISO date. */
export function ageOn(dateOfBirth: string | null, onDate: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born > onDate) return null;
  let age = onDate.getUTCFullYear() - year;
  if (onDate.getUTCMonth() < month - 1 || (onDate.getUTCMonth() === month - 1 && onDate.getUTCDate() < day)) age -= 1;
  return age;
}

/** mixed: a man and a woman; same: two men or two women; other: non-binary or transgender; unknown otherwise. */
export function genderDynamic(genders: readonly (string | null)[]): GenderDynamic {
  if (genders.some((g) => g === 'Non-binary' || g === 'Transgender')) return 'other';
  if (genders.length !== 2 || !genders.every((g) => g === 'Male' || g === 'Female')) return 'unknown';
  return genders[0] === genders[1] ? 'same' : 'mixed';
}

/** Set bits of a 32-bit mask, in constant time (the scoring hot path counts shared options). */
export function popcount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function namesInMask(options: readonly string[], mask: number): string[] {
  return options.filter((_, i) => (mask & (1 << i)) !== 0);
}

function maskOf(options: readonly string[], values: readonly string[]): number {
  return values.reduce((mask, v) => {
    const i = options.indexOf(v);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);
}

function indexOf(options: readonly string[], value: string | null): number {
  return value === null ? -1 : options.indexOf(value);
}
