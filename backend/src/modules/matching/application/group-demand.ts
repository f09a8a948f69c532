import type { GroupDemand } from '../../restaurants';
import type { GroupRestaurantMemory } from '../domain/dining-history';
import { MatchCouple, OPEN_TO_ALL_BUDGETS, PRICE_TIERS, SURPRISE_US } from '../domain/match-couple';
import { accommodationsNeeded, vibeTagsFor } from '../domain/venue-vocabulary';

/**
 * What a group asks of a restaurant, in restaurants' words: every accommodation any couple
 * needs, the price ranges every couple accepts, its cuisines and vibes by popularity,
 * and what its couples said of restaurants at past dinners.
 */
export function groupDemand(groupId: string, members: readonly MatchCouple[], memory?: GroupRestaurantMemory): GroupDemand {
  const acceptable = PRICE_TIERS.filter((tier) =>
    members.every(
      (m) =>
        m.restaurantPricePreference.length === 0 || m.restaurantPricePreference.includes(OPEN_TO_ALL_BUDGETS) || m.restaurantPricePreference.includes(tier),
    ),
  );
  return {
    groupId,
    city: members[0].city,
    country: members[0].country,
    groupSize: members.length,
    partySize: members.reduce((s, m) => s + Math.max(2, m.people.length), 0),
    dietaryAccommodations: accommodationsNeeded(members.flatMap((m) => m.dietaryRestrictions)),
    priceRanges: [...acceptable],
    cuisineTypes: byPopularity(members.flatMap((m) => m.cuisineTypes.filter((c) => c !== SURPRISE_US))),
    atmosphere: byPopularity(members.flatMap((m) => vibeTagsFor(m.diningVibe))),
    ...(memory && { avoidedRestaurantIds: memory.avoidedRestaurantIds, pastRatings: memory.pastRatings }),
  };
}

function byPopularity(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
}
