/**
 * What the engine remembers of past dinners: which couples shared a table and how they
 * rated each other, and how couples rated the restaurants they were sent to. Ids are couple
 * and restaurant ids; dates are the dinners' dates (ISO YYYY-MM-DD).
 */
export interface SharedTable {
  a: string;
  b: string;
  date: string;
  /** a's rating of b, 1-5, or null when a gave none. */
  ratingByA: number | null;
  /** b's rating of a. */
  ratingByB: number | null;
}

export interface RestaurantRating {
  coupleId: string;
  restaurantId: string;
  /** 1-5. */
  rating: number;
}

/** Two couples who both marked each other "see you again" and both asked to be seated together again. */
export interface SeatTogetherPair {
  a: string;
  b: string;
}

/** Two couples one of which reported the other after a dinner they shared (docs/trust-and-safety.md). */
export interface ReportedPair {
  a: string;
  b: string;
}

export interface DiningHistory {
  sharedTables: readonly SharedTable[];
  restaurantRatings: readonly RestaurantRating[];
  /** Pairs the engine seats together when it can: the novelty rule does not hold for them. */
  seatTogether?: readonly SeatTogetherPair[];
  /** Pairs never seated together again, whatever the report's outcome: a hard rule, like a rating of 2 or less. */
  reportedPairs?: readonly ReportedPair[];
}

export const NO_HISTORY: DiningHistory = { sharedTables: [], restaurantRatings: [], seatTogether: [], reportedPairs: [] };

/** A rating at or below this (1-5) means "never again": the pair never shares a table, the couple is never sent to that restaurant. */
export const NEVER_AGAIN_RATING = 2;

/** What a group's couples said of restaurants: those never to be offered again, and the mean past rating of the others. */
export interface GroupRestaurantMemory {
  avoidedRestaurantIds: string[];
  pastRatings: Record<string, number>;
}

/** Restaurant ratings indexed by couple, for building each group's memory. */
export class RestaurantRatingsByCouple {
  private readonly byCouple = new Map<string, RestaurantRating[]>();

  constructor(ratings: readonly RestaurantRating[]) {
    for (const r of ratings) this.byCouple.set(r.coupleId, [...(this.byCouple.get(r.coupleId) ?? []), r]);
  }

  forGroup(coupleIds: readonly string[]): GroupRestaurantMemory {
    const avoided = new Set<string>();
    const given = new Map<string, number[]>();
    for (const id of coupleIds) {
      for (const r of this.byCouple.get(id) ?? []) {
        if (r.rating <= NEVER_AGAIN_RATING) avoided.add(r.restaurantId);
        given.set(r.restaurantId, [...(given.get(r.restaurantId) ?? []), r.rating]);
      }
    }
    const pastRatings: Record<string, number> = {};
    for (const [restaurantId, list] of given) if (!avoided.has(restaurantId)) pastRatings[restaurantId] = list.reduce((s, r) => s + r, 0) / list.length;
    return { avoidedRestaurantIds: [...avoided].sort(), pastRatings };
  }
}
