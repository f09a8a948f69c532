import { canServe, GroupDemand } from '../../restaurants';
import { DiningHistory, RestaurantRatingsByCouple } from '../domain/dining-history';
import { MatchRestaurant } from './city-restaurants';
import { DinnerContext } from './dinner-context';
import { StoredGroup } from './dinner-group-store';
import { groupDemand } from './group-demand';

/** What the group's couples ask of a restaurant; with their dining history, the restaurants one of them rated 2 or less too, as the engine reads them. */
export function groupDemandOf(context: DinnerContext, coupleIds: readonly string[], groupId: string, history?: DiningHistory): GroupDemand {
  return groupDemand(
    groupId,
    coupleIds.map((id) => context.profileOf(id)),
    history && new RestaurantRatingsByCouple(history.restaurantRatings).forGroup(coupleIds),
  );
}

/** Table numbers of the restaurant free for `groupId`: not held by another dinner that night nor by another group of this one. */
export function freeTablesFor(restaurant: MatchRestaurant, context: DinnerContext, groups: readonly StoredGroup[], groupId: string | null): number[] {
  const ownDinner = new Set(groups.filter((g) => g.id !== groupId && g.restaurantId === restaurant.id).map((g) => g.tableNumber));
  return context.freeTableNumbers(restaurant).filter((n) => !ownDinner.has(n));
}

/**
 * Why the restaurant cannot take the group, naming the rule (city, active, party size,
 * price range, dietary needs, a couple's past rating of 2 or less when the demand carries
 * the history, free table); null when it can.
 */
export function servingProblem(
  restaurant: MatchRestaurant,
  demand: GroupDemand,
  context: DinnerContext,
  groups: readonly StoredGroup[],
  groupId: string | null,
  options: { ignoreTables?: boolean } = {},
): string | null {
  const norm = (value: string) => value.trim().toLowerCase();
  if (norm(restaurant.city) !== norm(demand.city) || norm(restaurant.country) !== norm(demand.country))
    return `City: ${restaurant.name} is not in ${demand.city}.`;
  if (!restaurant.isActive) return `Active: ${restaurant.name} is inactive.`;
  if (demand.partySize > restaurant.maxPartySize)
    return `Party size: ${demand.partySize} people exceed ${restaurant.name}'s maximum of ${restaurant.maxPartySize}.`;
  if (!demand.priceRanges.includes(restaurant.priceRange)) return `Price range: not every couple accepts ${restaurant.priceRange}.`;
  const offered = new Set(restaurant.dietaryAccommodations.map(norm));
  const missing = demand.dietaryAccommodations.filter((need) => !offered.has(norm(need)));
  if (missing.length) return `Dietary needs: ${restaurant.name} does not offer ${missing.join(', ')}.`;
  if (demand.avoidedRestaurantIds?.includes(restaurant.id))
    return `Past rating: a couple of this group rated ${restaurant.name} 2 or less at a past dinner, so it is never sent there again.`;
  if (!canServe({ ...restaurant, tables: 1 }, demand)) return `${restaurant.name} cannot serve this group.`;
  if (!options.ignoreTables && freeTablesFor(restaurant, context, groups, groupId).length === 0)
    return `Tables: every table of ${restaurant.name} is taken that night.`;
  return null;
}
