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
 * Why a restaurant cannot take a group, by the term it fails, with the facts its message
 * names (worded by `servingProblemText`).
 */
export type ServingProblem =
  | { term: 'city'; restaurant: string; city: string }
  | { term: 'active'; restaurant: string }
  | { term: 'party_size'; restaurant: string; people: number; maximum: number }
  | { term: 'price_range'; priceRange: string }
  | { term: 'dietary'; restaurant: string; missing: string[] }
  | { term: 'past_rating'; restaurant: string }
  | { term: 'other'; restaurant: string }
  | { term: 'tables'; restaurant: string };

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
): ServingProblem | null {
  const norm = (value: string) => value.trim().toLowerCase();
  const name = restaurant.name;
  if (norm(restaurant.city) !== norm(demand.city) || norm(restaurant.country) !== norm(demand.country))
    return { term: 'city', restaurant: name, city: demand.city };
  if (!restaurant.isActive) return { term: 'active', restaurant: name };
  if (demand.partySize > restaurant.maxPartySize) return { term: 'party_size', restaurant: name, people: demand.partySize, maximum: restaurant.maxPartySize };
  if (!demand.priceRanges.includes(restaurant.priceRange)) return { term: 'price_range', priceRange: restaurant.priceRange };
  const offered = new Set(restaurant.dietaryAccommodations.map(norm));
  const missing = demand.dietaryAccommodations.filter((need) => !offered.has(norm(need)));
  if (missing.length) return { term: 'dietary', restaurant: name, missing };
  if (demand.avoidedRestaurantIds?.includes(restaurant.id)) return { term: 'past_rating', restaurant: name };
  if (!canServe({ ...restaurant, tables: 1 }, demand)) return { term: 'other', restaurant: name };
  if (!options.ignoreTables && freeTablesFor(restaurant, context, groups, groupId).length === 0) return { term: 'tables', restaurant: name };
  return null;
}
