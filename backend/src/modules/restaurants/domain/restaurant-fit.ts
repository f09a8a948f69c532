/** A restaurant as the assignment sees it (admin-side spec fields plus its tables for the night). */
export interface AssignableRestaurant {
  id: string;
  name: string;
  city: string;
  country: string;
  cuisineTypes: string[];
  /** '€€', '€€€' or '€€€€'. */
  priceRange: string;
  dietaryAccommodations: string[];
  diningVibeTags: string[];
  avgRating: number;
  /** People, not couples. */
  maxPartySize: number;
  /** Group tables offered on the dinner night. */
  tables: number;
  isActive: boolean;
}

/** What a group needs from a restaurant, in restaurants' words; also the criteria shown for an unassigned group. */
export interface GroupDemand {
  groupId: string;
  city: string;
  country: string;
  /** Couples. */
  groupSize: number;
  /** People. */
  partySize: number;
  /** Accommodations every one of which the restaurant must offer. */
  dietaryAccommodations: string[];
  /** Acceptable price ranges: the restaurant's must be one of them. */
  priceRanges: string[];
  /** Preferred cuisines, most wanted first (empty: anything goes). */
  cuisineTypes: string[];
  /** Preferred vibe tags. */
  atmosphere: string[];
  /** Restaurants some couple of the group rated 2 or less at a past dinner: never offered. */
  avoidedRestaurantIds?: string[];
  /** The mean rating (1-5) the group's couples gave each restaurant at past dinners, by restaurant id. */
  pastRatings?: Record<string, number>;
}

export interface FitWeights {
  cuisine: number;
  atmosphere: number;
  rating: number;
  /** Points added per rating point above 3 that the group's couples gave the restaurant (0 when absent). */
  coupleRating?: number;
}

const norm = (value: string) => value.trim().toLowerCase();

/** A group's demand normalised once, for checking it against many restaurants. */
export interface NormalisedDemand {
  demand: GroupDemand;
  place: string;
  priceRanges: string[];
  dietaryAccommodations: string[];
  /** The three most wanted cuisines. */
  topCuisines: string[];
  atmosphere: string[];
}

export function normaliseDemand(demand: GroupDemand): NormalisedDemand {
  return {
    demand,
    place: `${norm(demand.city)}|${norm(demand.country)}`,
    priceRanges: demand.priceRanges.map(norm),
    dietaryAccommodations: demand.dietaryAccommodations.map(norm),
    topCuisines: demand.cuisineTypes.slice(0, 3).map(norm),
    atmosphere: demand.atmosphere.map(norm),
  };
}

/** A restaurant's words normalised once, for checking and rating it against many groups. */
export class RestaurantProfile {
  readonly place: string;
  private readonly price: string;
  private readonly offered: Set<string>;
  private readonly cuisines: Set<string>;
  private readonly tags: Set<string>;

  constructor(readonly restaurant: AssignableRestaurant) {
    this.place = `${norm(restaurant.city)}|${norm(restaurant.country)}`;
    this.price = norm(restaurant.priceRange);
    this.offered = new Set(restaurant.dietaryAccommodations.map(norm));
    this.cuisines = new Set(restaurant.cuisineTypes.map(norm));
    this.tags = new Set(restaurant.diningVibeTags.map(norm));
  }

  /** The hard rules: active, same city, a table that night, party size, price range, every dietary need. */
  serves(group: NormalisedDemand): boolean {
    const r = this.restaurant;
    if (!r.isActive || r.tables <= 0 || group.demand.partySize > r.maxPartySize || this.place !== group.place) return false;
    if (group.demand.avoidedRestaurantIds?.includes(r.id)) return false;
    return group.priceRanges.includes(this.price) && group.dietaryAccommodations.every((a) => this.offered.has(a));
  }

  /**
   * How well the restaurant suits the group, 0-100 in whole points: the share of the
   * group's top three cuisines it serves, the share of its wanted atmosphere (up to two
   * tags) among its vibe tags, and its rating out of 5, weighted by the
   * restaurant_weight_* parameters; then restaurant_weight_couple_rating points per point
   * above 3 of the group's own past ratings of it (within 0-100).
   */
  fit(group: NormalisedDemand, weights: FitWeights): number {
    const wanted = group.topCuisines;
    const cuisine = wanted.length ? wanted.filter((c) => this.cuisines.has(c)).length / wanted.length : 1;
    const atmosphere = group.atmosphere.length
      ? Math.min(1, group.atmosphere.filter((t) => this.tags.has(t)).length / Math.min(2, group.atmosphere.length))
      : 0.5;
    const rating = Math.max(0, Math.min(5, this.restaurant.avgRating)) / 5;
    const total = weights.cuisine + weights.atmosphere + weights.rating;
    const base = total > 0 ? (100 * (weights.cuisine * cuisine + weights.atmosphere * atmosphere + weights.rating * rating)) / total : 0;
    const own = group.demand.pastRatings?.[this.restaurant.id];
    const memory = own === undefined ? 0 : (weights.coupleRating ?? 0) * (own - 3);
    // Whole points: finer differences mean nothing to a diner, and whole numbers keep the assignment flow fast and exact.
    return Math.round(Math.max(0, Math.min(100, base + memory)));
  }
}

export function canServe(restaurant: AssignableRestaurant, demand: GroupDemand): boolean {
  return new RestaurantProfile(restaurant).serves(normaliseDemand(demand));
}

export function restaurantFit(restaurant: AssignableRestaurant, demand: GroupDemand, weights: FitWeights): number {
  return new RestaurantProfile(restaurant).fit(normaliseDemand(demand), weights);
}
