import { MinCostFlow } from './min-cost-flow';
import { AssignableRestaurant, FitWeights, GroupDemand, normaliseDemand, RestaurantProfile } from './restaurant-fit';

export interface TableAssignment {
  groupId: string;
  restaurantId: string;
  tableNumber: number;
  fit: number;
}

export interface RestaurantCriteria {
  cuisineTypes: string[];
  priceRange: string[];
  dietaryAccommodations: string[];
  atmosphere: string[];
}

export interface UnassignedGroup {
  groupId: string;
  groupSize: number;
  partySize: number;
  reason: string;
  restaurantCriteria: RestaurantCriteria;
}

export interface RestaurantAssignment {
  assignments: TableAssignment[];
  unassigned: UnassignedGroup[];
  totalFit: number;
}

/** Fits are whole points, so arc costs are integers as the flow needs. */
const MAX_COST = 100;
/**
 * Arcs the flow may hold. Below it (any real dinner: hundreds of groups) every suitable
 * restaurant is offered to every group and the result is exact; above it each group is
 * offered only its best-fitting restaurants, so that thousands of groups still take seconds.
 */
const ARC_BUDGET = 200_000;
const MIN_ARCS_PER_GROUP = 10;

/**
 * Assigns each group a restaurant and a table so that every hard rule holds (canServe)
 * and no restaurant gets more groups than it has tables; among those, as many groups as
 * possible are placed and then the total fit is maximal. Solved exactly as a min-cost flow
 * source -> group -> restaurant -> sink, the restaurant arc carrying its number of tables:
 * every placed group crosses exactly one group-restaurant arc costing MAX_COST - fit, so
 * a min-cost maximum flow first places the most groups, then the best-fitting ones.
 * (Only for inputs beyond ARC_BUDGET does each group keep just its best restaurants.)
 */
export function assignRestaurants(groups: readonly GroupDemand[], restaurants: readonly AssignableRestaurant[], weights: FitWeights): RestaurantAssignment {
  const g = groups.length;
  const r = restaurants.length;
  const source = g + r;
  const sink = source + 1;
  const flow = new MinCostFlow(g + r + 2);
  const byPlace = new Map<string, { profile: RestaurantProfile; y: number }[]>();
  restaurants.forEach((r, y) => {
    const profile = new RestaurantProfile(r);
    const list = byPlace.get(profile.place) ?? [];
    list.push({ profile, y });
    byPlace.set(profile.place, list);
  });
  const arcs: { arc: number; group: number; restaurant: number; fit: number }[] = [];
  const servable = new Set<number>();
  const arcsPerGroup = Math.max(MIN_ARCS_PER_GROUP, Math.floor(ARC_BUDGET / Math.max(1, g)));
  groups.forEach((demand, x) => {
    flow.addArc(source, x, 1, 0);
    const normalised = normaliseDemand(demand);
    const options = (byPlace.get(normalised.place) ?? []).flatMap(({ profile, y }) =>
      profile.serves(normalised) ? [{ y, fit: profile.fit(normalised, weights) }] : [],
    );
    if (options.length) servable.add(x);
    if (options.length > arcsPerGroup) options.sort((p, q) => q.fit - p.fit || p.y - q.y).splice(arcsPerGroup);
    for (const { y, fit } of options) arcs.push({ arc: flow.addArc(x, g + y, 1, MAX_COST - fit), group: x, restaurant: y, fit });
  });
  restaurants.forEach((restaurant, y) => {
    if (restaurant.tables > 0) flow.addArc(g + y, sink, restaurant.tables, 0);
  });
  flow.run(source, sink);

  const nextTable = new Array<number>(r).fill(1);
  const placed = new Map<number, { restaurant: number; fit: number }>();
  for (const { arc, group, restaurant, fit } of arcs) if (flow.flowOn(arc) === 1) placed.set(group, { restaurant, fit });
  // Tables are numbered per restaurant in the order of the groups.
  const assignments = groups.flatMap((demand, x) => {
    const a = placed.get(x);
    return a ? [{ groupId: demand.groupId, restaurantId: restaurants[a.restaurant].id, tableNumber: nextTable[a.restaurant]++, fit: a.fit }] : [];
  });
  return {
    assignments,
    unassigned: groups.flatMap((demand, x) =>
      placed.has(x)
        ? []
        : [
            {
              groupId: demand.groupId,
              groupSize: demand.groupSize,
              partySize: demand.partySize,
              reason: servable.has(x) ? 'Every suitable restaurant table is already taken.' : "No active restaurant meets this group's criteria.",
              restaurantCriteria: criteriaOf(demand),
            },
          ],
    ),
    totalFit: assignments.reduce((s, a) => s + a.fit, 0),
  };
}

export function criteriaOf(demand: GroupDemand): RestaurantCriteria {
  return {
    cuisineTypes: demand.cuisineTypes,
    priceRange: demand.priceRanges,
    dietaryAccommodations: demand.dietaryAccommodations,
    atmosphere: demand.atmosphere,
  };
}
