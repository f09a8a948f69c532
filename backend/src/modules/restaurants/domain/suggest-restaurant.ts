import { AssignableRestaurant, FitWeights, GroupDemand, normaliseDemand, RestaurantProfile } from './restaurant-fit';

export interface RestaurantSuggestion {
  restaurantId: string;
  fit: number;
}

/**
 * The 'suggest' action: the best-fitting restaurant that can serve the group and still has
 * a free table (`tablesTaken` counts tables already given to other groups that night).
 * Ties go to the higher rating, then the id, so the answer is stable. Null when none fits.
 */
export function suggestRestaurant(
  demand: GroupDemand,
  restaurants: readonly AssignableRestaurant[],
  weights: FitWeights,
  tablesTaken: ReadonlyMap<string, number> = new Map(),
): RestaurantSuggestion | null {
  const group = normaliseDemand(demand);
  let best: (RestaurantSuggestion & { rating: number }) | null = null;
  for (const restaurant of restaurants) {
    const profile = new RestaurantProfile(restaurant);
    if (!profile.serves(group) || (tablesTaken.get(restaurant.id) ?? 0) >= restaurant.tables) continue;
    const fit = profile.fit(group, weights);
    const better =
      !best ||
      fit > best.fit ||
      (fit === best.fit && (restaurant.avgRating > best.rating || (restaurant.avgRating === best.rating && restaurant.id < best.restaurantId)));
    if (better) best = { restaurantId: restaurant.id, fit, rating: restaurant.avgRating };
  }
  return best && { restaurantId: best.restaurantId, fit: best.fit };
}
