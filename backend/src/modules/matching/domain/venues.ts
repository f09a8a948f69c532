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
 * masks. Answers are cached, since groups repeat the same few demands.
 */
export class PlaceVenues {
  private readonly cache = new Map<number, boolean>();

  constructor(private readonly venues: readonly CompiledVenue[]) {}

  get count(): number {
    return this.venues.length;
  }

  canHost(needsMask: number, budgetMask: number, people: number): boolean {
    const key = needsMask * 8192 + budgetMask * 1024 + Math.min(people, 1023);
    let answer = this.cache.get(key);
    if (answer === undefined) {
      answer = this.venues.some((v) => (needsMask & ~v.accommodationMask) === 0 && (budgetMask & v.tierBit) !== 0 && people <= v.maxPartySize);
      this.cache.set(key, answer);
    }
    return answer;
  }
}

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
