import { PRICE_TIERS } from './match-couple';
import { ACCOMMODATIONS, normalizeWord, placeKey } from './venue-vocabulary';

/** What matching needs to know of a restaurant to tell whether it could host a group. */
export interface Venue {
  city: string;
  country: string;
  priceRange: string;
  dietaryAccommodations: string[];
  maxPartySize: number;
  /** Tables offered on the dinner night; 0 means it cannot host anyone that night. */
  tables: number;
  isActive: boolean;
}

interface CompiledVenue {
  accommodationMask: number;
  tierBit: number;
  maxPartySize: number;
}

/**
 * Answers "could any active restaurant of the city host this group?" (a hard constraint of
 * group formation), from a group's needed accommodations and acceptable price tiers as bit
 * masks. Answers are cached, since groups repeat the same few demands: for each demand (needs
 * and tiers) the largest party some suitable restaurant takes, in a flat table: it is asked
 * for every pair scored and every group value, and a Map keyed by number was slow for that.
 */
export class PlaceVenues {
  /** largestParty[needs * TIER_MASKS + tiers]: UNKNOWN until asked, NONE when no restaurant fits. */
  private largestParty: Int32Array | null = null;

  constructor(private readonly venues: readonly CompiledVenue[]) {}

  get count(): number {
    return this.venues.length;
  }

  canHost(needsMask: number, budgetMask: number, people: number): boolean {
    // Masks outside the table (none the engine builds) are answered without it.
    if (needsMask < 0 || needsMask >= NEEDS_MASKS || budgetMask < 0 || budgetMask >= TIER_MASKS) return people <= this.largestFor(needsMask, budgetMask);
    const key = needsMask * TIER_MASKS + budgetMask;
    this.largestParty ??= new Int32Array(NEEDS_MASKS * TIER_MASKS).fill(UNKNOWN);
    let largest = this.largestParty[key];
    if (largest === UNKNOWN) {
      largest = this.largestFor(needsMask, budgetMask);
      this.largestParty[key] = largest;
    }
    return people <= largest;
  }

  /** Some restaurant hosts a party of p with these needs and tiers exactly when p is at most this. */
  private largestFor(needsMask: number, budgetMask: number): number {
    let largest = NONE;
    for (const v of this.venues) {
      if ((needsMask & ~v.accommodationMask) === 0 && (budgetMask & v.tierBit) !== 0) largest = Math.max(largest, v.maxPartySize);
    }
    return largest;
  }
}

const NEEDS_MASKS = 1 << ACCOMMODATIONS.length;
const TIER_MASKS = 1 << PRICE_TIERS.length;
const UNKNOWN = -2;
const NONE = -1;

/** The active restaurants with tables that night, by city. */
export class VenueIndex {
  private readonly byPlace = new Map<string, PlaceVenues>();

  constructor(venues: readonly Venue[]) {
    const compiled = new Map<string, CompiledVenue[]>();
    for (const venue of venues) {
      const tier = PRICE_TIERS.indexOf(venue.priceRange.trim() as (typeof PRICE_TIERS)[number]);
      if (!venue.isActive || venue.tables <= 0 || tier < 0) continue;
      const key = placeKey(venue.city, venue.country);
      const list = compiled.get(key) ?? [];
      list.push({ accommodationMask: accommodationMask(venue.dietaryAccommodations), tierBit: 1 << tier, maxPartySize: venue.maxPartySize });
      compiled.set(key, list);
    }
    for (const [key, list] of compiled) this.byPlace.set(key, new PlaceVenues(list));
  }

  at(place: string): PlaceVenues {
    return this.byPlace.get(place) ?? new PlaceVenues([]);
  }
}

export function accommodationMask(accommodations: readonly string[]): number {
  const names = new Set(accommodations.map(normalizeWord));
  return ACCOMMODATIONS.reduce((mask, a, i) => (names.has(normalizeWord(a)) ? mask | (1 << i) : mask), 0);
}
