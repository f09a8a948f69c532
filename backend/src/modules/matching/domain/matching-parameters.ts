import { DomainError } from '../../../kernel/domain-error';
import type { NoveltySettings } from './pair-memory';

/**
 * Every weight and threshold of the engine is a matching config parameter (admin-side
 * spec: name, value, data type, description). These definitions are the documented
 * defaults that 'Initialize Defaults' creates; a stored, active parameter overrides its
 * default, a missing or inactive one falls back to it.
 */
export type ParameterDataType = 'string' | 'integer' | 'decimal' | 'boolean';

export interface MatchingParameterDefinition {
  name: string;
  value: string;
  dataType: ParameterDataType;
  description: string;
}

/** A parameter as stored by the admin (is_active is treated as true unless explicitly false). */
export interface StoredMatchingParameter {
  name: string;
  value: string;
  dataType: ParameterDataType;
  isActive?: boolean;
}

export const FACTORS = [
  'cuisine',
  'dining_vibe',
  'dietary',
  'budget',
  'social_outings',
  'travel_destinations',
  'life_stage',
  'communication_style',
  'planning_style',
  'age',
  'couple_type',
  'dining_frequency',
] as const;
export type Factor = (typeof FACTORS)[number];

const weight = (factor: Factor, value: number, what: string): MatchingParameterDefinition => ({
  name: `weight_${factor}`,
  value: String(value),
  dataType: 'decimal',
  description: `Weight of ${what} in the pair compatibility score (weights are relative; the score is their weighted mean scaled to 0-100).`,
});

/**
 * Local-search steps a perturbation round takes on average without a dining history (18 to 20
 * at 60 to 600 couples, bench:season): search_effort counts the search's work in rounds of that size.
 */
export const STEPS_PER_ROUND = 20;

export const MATCHING_PARAMETERS: readonly MatchingParameterDefinition[] = [
  weight('cuisine', 14, "shared cuisines ('Surprise Us!' matches any cuisine)"),
  weight('dining_vibe', 12, 'shared dining vibes'),
  weight('dietary', 6, 'similar dietary restrictions'),
  weight('budget', 8, "overlapping budget tiers ('Open to all price ranges!' matches any tier)"),
  weight('social_outings', 12, 'shared ideal social outings'),
  weight('travel_destinations', 4, 'shared travel destinations'),
  weight('life_stage', 12, 'the same life stage'),
  weight('communication_style', 10, 'complementary communication styles (outgoing with easing-in beats two of one style)'),
  weight('planning_style', 6, 'compatible planning styles'),
  weight('age', 8, "closeness of the couples' mean ages"),
  weight('couple_type', 4, 'couple-type preferences actively met'),
  weight('dining_frequency', 4, 'similar dining frequency'),
  {
    name: 'age_gap_around_our_age_years',
    value: '8',
    dataType: 'integer',
    description: "Largest gap in mean age (years) a couple choosing 'Around our age' accepts; beyond it the pair may never share a group.",
  },
  {
    name: 'age_gap_wider_range_years',
    value: '20',
    dataType: 'integer',
    description: "Largest gap in mean age (years) a couple choosing 'Wider range' accepts; beyond it the pair may never share a group.",
  },
  { name: 'min_group_size', value: '2', dataType: 'integer', description: 'Fewest couples in a group.' },
  { name: 'target_group_size', value: '3', dataType: 'integer', description: 'Preferred number of couples in a group.' },
  { name: 'max_group_size', value: '4', dataType: 'integer', description: "Most couples in a group (never more people than the restaurant's max party size)." },
  {
    name: 'weakest_pair_weight',
    value: '0.5',
    dataType: 'decimal',
    description: 'Objective weight of the weakest pair of a group, per couple: guards against one poor pairing hidden by good ones.',
  },
  { name: 'group_size_penalty', value: '30', dataType: 'decimal', description: 'Objective penalty per couple a group is away from the target size.' },
  { name: 'unmatched_penalty', value: '60', dataType: 'decimal', description: 'Objective penalty per couple left unmatched.' },
  {
    name: 'neighbour_count',
    value: '24',
    dataType: 'integer',
    description: 'In cities too large to score every pair: best-scoring candidate partners kept per couple.',
  },
  {
    name: 'all_pairs_city_limit',
    value: '600',
    dataType: 'integer',
    description: 'Cities with at most this many couples have every pair scored; larger ones use candidate lists.',
  },
  {
    name: 'search_effort',
    value: '40',
    dataType: 'integer',
    description: `Local-search work per couple, in restarts (perturbations) of ${STEPS_PER_ROUND} steps: the restarts stop after search_effort × ${STEPS_PER_ROUND} × couples steps, a fixed amount for a given seed, so the result is deterministic.`,
  },
  { name: 'search_max_rounds', value: '1000000', dataType: 'integer', description: 'Upper limit of local-search restarts, whatever the number of couples.' },
  {
    name: 'search_time_budget_ms',
    value: '500',
    dataType: 'integer',
    description:
      'Time budget (ms) of the improvement phase, times the square root of (couples / 2,000) above 2,000 couples; only dinners of hundreds of couples reach it (the result then depends on machine speed).',
  },
  {
    name: 'solve_time_limit_ms',
    value: '4500',
    dataType: 'integer',
    description:
      'Wall-time limit (ms) of a rules-based solve, counted from the start of building the candidate pairs: the first descent and the improvement rounds stop there, even with their own budget left. The build and the first construction always complete (their grouping is already whole and feasible).',
  },
  { name: 'restaurant_weight_cuisine', value: '50', dataType: 'decimal', description: "Restaurant fit: weight of the group's cuisines the restaurant serves." },
  {
    name: 'restaurant_weight_atmosphere',
    value: '25',
    dataType: 'decimal',
    description: "Restaurant fit: weight of the group's dining vibes among the restaurant's vibe tags.",
  },
  { name: 'restaurant_weight_rating', value: '25', dataType: 'decimal', description: 'Restaurant fit: weight of the average rating (out of 5).' },
  {
    name: 'novelty_window_dinners',
    value: '0',
    dataType: 'integer',
    description:
      "New faces: two couples who shared a table within either couple's last this-many dinners count as a repeat (0: the whole history). Repeats are avoided whenever a grouping without them exists. New faces cost compatibility as a season goes on (about 7 % of the mean group score by the 12th weekly dinner of 600 couples with the whole history; within 3 % with 1 or 2: docs/matching.md).",
  },
  {
    name: 'repeat_pair_penalty',
    value: '300',
    dataType: 'decimal',
    description:
      'Objective penalty per pair of couples seated together again within the novelty window: larger than any score gain, so repeats go first (seating every couple still comes before it).',
  },
  {
    name: 'couple_rating_weight',
    value: '10',
    dataType: 'decimal',
    description:
      'Objective points per rating point above 3 (the mean of the ratings two couples gave each other) when a pair that met outside the novelty window is seated together again.',
  },
  {
    name: 'seat_together_bonus',
    value: '60',
    dataType: 'decimal',
    description:
      'Objective points for seating together two couples who marked each other "see you again" and both asked to be seated together again; for those pairs only, the novelty rule does not hold.',
  },
  {
    name: 'restaurant_weight_couple_rating',
    value: '15',
    dataType: 'decimal',
    description:
      "Restaurant fit: points added per rating point above 3 that the group's couples gave the restaurant at past dinners (a couple who rated it 2 or less is never sent there).",
  },
  {
    name: 'ai_matching_enabled',
    value: 'true',
    dataType: 'boolean',
    description: 'Ask Gemini for the groups when GEMINI_API_KEY is set (rules-based otherwise or on failure).',
  },
  {
    name: 'ai_timeout_ms',
    value: '30000',
    dataType: 'integer',
    description: 'How long to wait for the AI answer before falling back to rules-based matching.',
  },
];

export interface MatchingSettings {
  weights: Record<Factor, number>;
  ageGapAroundOurAgeYears: number;
  ageGapWiderRangeYears: number;
  minGroupSize: number;
  targetGroupSize: number;
  maxGroupSize: number;
  weakestPairWeight: number;
  groupSizePenalty: number;
  unmatchedPenalty: number;
  neighbourCount: number;
  allPairsCityLimit: number;
  searchEffort: number;
  searchMaxRounds: number;
  searchTimeBudgetMs: number;
  solveTimeLimitMs: number;
  restaurantWeights: { cuisine: number; atmosphere: number; rating: number; coupleRating: number };
  novelty: NoveltySettings;
  aiMatchingEnabled: boolean;
  aiTimeoutMs: number;
}

export class InvalidMatchingParameterError extends DomainError {
  constructor(name: string, problem: string) {
    super('invalid', 'MATCHING.INVALID_PARAMETER', `Matching parameter ${name} ${problem}.`, { parameter: name });
  }
}

/** Settings from the stored parameters, each missing or inactive one at its default. */
export function resolveMatchingSettings(stored: readonly StoredMatchingParameter[] = []): MatchingSettings {
  const active = new Map(stored.filter((p) => p.isActive !== false).map((p) => [p.name, p.value]));
  const number = (name: string, integer: boolean, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const text = active.get(name) ?? definition(name).value;
    const value = Number(String(text).trim());
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)))
      throw new InvalidMatchingParameterError(name, `must be ${integer ? 'an integer' : 'a number'}`);
    if (value < min || value > max) throw new InvalidMatchingParameterError(name, `must be between ${min} and ${max}`);
    return value;
  };
  const bool = (name: string): boolean =>
    ['true', '1', 'yes'].includes(
      String(active.get(name) ?? definition(name).value)
        .trim()
        .toLowerCase(),
    );

  const settings: MatchingSettings = {
    weights: Object.fromEntries(FACTORS.map((f) => [f, number(`weight_${f}`, false, 0, 1000)])) as Record<Factor, number>,
    ageGapAroundOurAgeYears: number('age_gap_around_our_age_years', true, 0, 100),
    ageGapWiderRangeYears: number('age_gap_wider_range_years', true, 0, 100),
    minGroupSize: number('min_group_size', true, 2, 25),
    targetGroupSize: number('target_group_size', true, 2, 25),
    maxGroupSize: number('max_group_size', true, 2, 25),
    weakestPairWeight: number('weakest_pair_weight', false, 0, 10),
    groupSizePenalty: number('group_size_penalty', false, 0, 1000),
    unmatchedPenalty: number('unmatched_penalty', false, 0, 10000),
    neighbourCount: number('neighbour_count', true, 4, 500),
    allPairsCityLimit: number('all_pairs_city_limit', true, 2, 5000),
    searchEffort: number('search_effort', true, 0, 10000),
    searchMaxRounds: number('search_max_rounds', true, 0, 10000000),
    searchTimeBudgetMs: number('search_time_budget_ms', true, 0, 600000),
    solveTimeLimitMs: number('solve_time_limit_ms', true, 0, 600000),
    restaurantWeights: {
      cuisine: number('restaurant_weight_cuisine', false, 0, 1000),
      atmosphere: number('restaurant_weight_atmosphere', false, 0, 1000),
      rating: number('restaurant_weight_rating', false, 0, 1000),
      coupleRating: number('restaurant_weight_couple_rating', false, 0, 100),
    },
    novelty: {
      windowDinners: number('novelty_window_dinners', true, 0, 1000),
      repeatPairPenalty: number('repeat_pair_penalty', false, 0, 100000),
      coupleRatingWeight: number('couple_rating_weight', false, 0, 1000),
      seatTogetherBonus: number('seat_together_bonus', false, 0, 10000),
    },
    aiMatchingEnabled: bool('ai_matching_enabled'),
    aiTimeoutMs: number('ai_timeout_ms', true, 100, 600000),
  };
  if (!(settings.minGroupSize <= settings.targetGroupSize && settings.targetGroupSize <= settings.maxGroupSize)) {
    throw new InvalidMatchingParameterError('target_group_size', 'must lie between min_group_size and max_group_size');
  }
  if (FACTORS.every((f) => settings.weights[f] === 0)) throw new InvalidMatchingParameterError('weight_cuisine', 'and the other weights cannot all be 0');
  return settings;
}

/** Whether the matching engine reads a parameter of this name; any other is kept only as a note. */
export function isReadByEngine(name: string): boolean {
  return MATCHING_PARAMETERS.some((parameter) => parameter.name === name);
}

function definition(name: string): MatchingParameterDefinition {
  const found = MATCHING_PARAMETERS.find((p) => p.name === name);
  if (!found) throw new Error(`No matching parameter named ${name}`);
  return found;
}
