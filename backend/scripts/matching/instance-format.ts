import type { AssignableRestaurant } from '../../src/modules/restaurants';
import type { DiningHistory, MatchCouple, MatchingOutcome, StoredMatchingParameter } from '../../src/modules/matching';
import { unmatchedRecord } from '../../src/modules/matching/application/unmatched-wording';

/**
 * The command line's file format (docs/matching.md): snake_case field names as in the
 * specs' couple profile and restaurant entities.
 */
export interface InstanceFile {
  seed: number;
  /** The dinner date (ISO YYYY-MM-DD): ages are computed on it. Default: today. */
  dinner_date?: string;
  /** Matching config parameters by name, overriding their defaults. */
  config?: Record<string, string | number | boolean>;
  couples: CoupleRecord[];
  restaurants: RestaurantRecord[];
  /** Past dinners: couples `a` and `b` shared a table on `date`; each one's rating of the other 1-5 or absent. */
  history?: HistoryRecord[];
  /** How couples rated restaurants they were sent to (1-5). */
  restaurant_ratings?: RestaurantRatingRecord[];
  /** "See you again" pairs that both asked to be seated together again: the novelty rule does not hold for them. */
  seat_together?: { a: string; b: string }[];
}

export interface HistoryRecord {
  a: string;
  b: string;
  date: string;
  rating_by_a?: number | null;
  rating_by_b?: number | null;
}

export interface RestaurantRatingRecord {
  couple: string;
  restaurant: string;
  rating: number;
}

export interface CoupleRecord {
  id: string;
  city: string;
  country: string;
  people: { date_of_birth?: string | null; gender?: string | null }[];
  life_stage_preference?: string | null;
  social_age_preference?: string | null;
  diverse_couples_preference?: string[];
  communication_style?: string | null;
  planning_style?: string | null;
  restaurant_price_preference?: string[];
  cuisine_types?: string[];
  dietary_restrictions?: string[];
  dining_vibe?: string[];
  ideal_social_outing?: string[];
  travel_destinations?: string[];
  dining_frequency?: string | null;
}

export interface RestaurantRecord {
  id: string;
  name?: string;
  city: string;
  country: string;
  cuisine_types?: string[];
  price_range: string;
  dietary_accommodations?: string[];
  dining_vibe_tags?: string[];
  avg_rating?: number;
  max_party_size?: number;
  tables: number;
  is_active?: boolean;
}

export class InstanceFormatError extends Error {}

export interface ParsedInstance {
  seed: number;
  onDate?: Date;
  parameters: StoredMatchingParameter[];
  couples: MatchCouple[];
  restaurants: AssignableRestaurant[];
  history: DiningHistory;
}

export function parseInstance(raw: unknown): ParsedInstance {
  const file = raw as InstanceFile;
  if (!file || typeof file !== 'object') throw new InstanceFormatError('the instance must be a JSON object');
  if (!Number.isInteger(file.seed)) throw new InstanceFormatError('seed must be an integer');
  if (!Array.isArray(file.couples)) throw new InstanceFormatError('couples must be a list');
  if (!Array.isArray(file.restaurants)) throw new InstanceFormatError('restaurants must be a list');
  const ids = new Set<string>();
  const couples = file.couples.map((c, n): MatchCouple => {
    if (typeof c?.id !== 'string' || !c.id) throw new InstanceFormatError(`couples[${n}].id must be a non-empty string`);
    if (ids.has(c.id)) throw new InstanceFormatError(`couples[${n}].id ${c.id} is repeated`);
    ids.add(c.id);
    if (typeof c.city !== 'string' || typeof c.country !== 'string') throw new InstanceFormatError(`couples[${n}] needs city and country`);
    return {
      id: c.id,
      city: c.city,
      country: c.country,
      people: (Array.isArray(c.people) ? c.people : []).map((p) => ({ dateOfBirth: p?.date_of_birth ?? null, gender: p?.gender ?? null })),
      lifeStagePreference: c.life_stage_preference ?? null,
      socialAgePreference: c.social_age_preference ?? null,
      diverseCouplesPreference: list(c.diverse_couples_preference),
      communicationStyle: c.communication_style ?? null,
      planningStyle: c.planning_style ?? null,
      restaurantPricePreference: list(c.restaurant_price_preference),
      cuisineTypes: list(c.cuisine_types),
      dietaryRestrictions: list(c.dietary_restrictions),
      diningVibe: list(c.dining_vibe),
      idealSocialOuting: list(c.ideal_social_outing),
      travelDestinations: list(c.travel_destinations),
      diningFrequency: c.dining_frequency ?? null,
    };
  });
  const restaurants = file.restaurants.map((r, n): AssignableRestaurant => {
    if (typeof r?.id !== 'string' || typeof r.city !== 'string' || typeof r.country !== 'string' || typeof r.price_range !== 'string') {
      throw new InstanceFormatError(`restaurants[${n}] needs id, city, country and price_range`);
    }
    if (!Number.isInteger(r.tables) || r.tables < 0) throw new InstanceFormatError(`restaurants[${n}].tables must be a whole number`);
    return {
      id: r.id,
      name: r.name ?? r.id,
      city: r.city,
      country: r.country,
      cuisineTypes: list(r.cuisine_types),
      priceRange: r.price_range,
      dietaryAccommodations: list(r.dietary_accommodations),
      diningVibeTags: list(r.dining_vibe_tags),
      avgRating: r.avg_rating ?? 0,
      maxPartySize: r.max_party_size ?? 8,
      tables: r.tables,
      isActive: r.is_active ?? true,
    };
  });
  const onDate = file.dinner_date ? new Date(`${file.dinner_date}T00:00:00Z`) : undefined;
  if (onDate && Number.isNaN(onDate.getTime())) throw new InstanceFormatError('dinner_date must be YYYY-MM-DD');
  const parameters = Object.entries(file.config ?? {}).map(([name, value]) => ({ name, value: String(value), dataType: 'string' as const }));
  return { seed: file.seed, onDate, parameters, couples, restaurants, history: parseHistory(file) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseHistory(file: InstanceFile): DiningHistory {
  if (file.history !== undefined && !Array.isArray(file.history)) throw new InstanceFormatError('history must be a list');
  if (file.restaurant_ratings !== undefined && !Array.isArray(file.restaurant_ratings)) throw new InstanceFormatError('restaurant_ratings must be a list');
  const sharedTables = (file.history ?? []).map((h, n) => {
    const at = `history[${n}]`;
    if (typeof h?.a !== 'string' || typeof h.b !== 'string' || !h.a || !h.b) throw new InstanceFormatError(`${at} needs couple ids a and b`);
    if (h.a === h.b) throw new InstanceFormatError(`${at}: a and b are the same couple`);
    if (typeof h.date !== 'string' || !ISO_DATE.test(h.date) || Number.isNaN(Date.parse(h.date)))
      throw new InstanceFormatError(`${at}.date must be YYYY-MM-DD`);
    return {
      a: h.a,
      b: h.b,
      date: h.date,
      ratingByA: optionalRating(h.rating_by_a, `${at}.rating_by_a`),
      ratingByB: optionalRating(h.rating_by_b, `${at}.rating_by_b`),
    };
  });
  const restaurantRatings = (file.restaurant_ratings ?? []).map((r, n) => {
    const at = `restaurant_ratings[${n}]`;
    if (typeof r?.couple !== 'string' || typeof r.restaurant !== 'string') throw new InstanceFormatError(`${at} needs couple and restaurant ids`);
    return { coupleId: r.couple, restaurantId: r.restaurant, rating: optionalRating(r.rating, `${at}.rating`) ?? badRating(`${at}.rating`) };
  });
  if (file.seat_together !== undefined && !Array.isArray(file.seat_together)) throw new InstanceFormatError('seat_together must be a list');
  const seatTogether = (file.seat_together ?? []).map((p, n) => {
    if (typeof p?.a !== 'string' || typeof p.b !== 'string' || !p.a || !p.b || p.a === p.b)
      throw new InstanceFormatError(`seat_together[${n}] needs two different couple ids a and b`);
    return { a: p.a, b: p.b };
  });
  return { sharedTables, restaurantRatings, seatTogether };
}

function optionalRating(value: unknown, at: string): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 5) badRating(at);
  return value as number;
}

function badRating(at: string): never {
  throw new InstanceFormatError(`${at} must be a whole number from 1 to 5`);
}

/** The command line's output: groups with their restaurant and table, unmatched couples, objective, candidate pair scores. */
export function formatOutcome(outcome: MatchingOutcome) {
  return {
    algorithm: outcome.algorithm,
    groups: outcome.groups.map((g) => ({
      couples: g.coupleIds,
      score: g.score,
      reasoning: g.reasoning,
      restaurant_id: g.restaurantId,
      table_number: g.tableNumber,
    })),
    unmatched: outcome.unmatched.map((u) => ({ id: u.id, reason: unmatchedRecord(u.cause).reason })),
    unassigned_groups: outcome.unassignedGroups.map((u) => ({
      couples: u.coupleIds,
      group_size: u.groupSize,
      party_size: u.partySize,
      reason: u.reason,
      restaurant_criteria: {
        cuisine_types: u.restaurantCriteria.cuisineTypes,
        price_range: u.restaurantCriteria.priceRange,
        dietary_accommodations: u.restaurantCriteria.dietaryAccommodations,
        atmosphere: u.restaurantCriteria.atmosphere,
      },
    })),
    objective: outcome.objective,
    pair_scores: outcome.pairScores,
  };
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
