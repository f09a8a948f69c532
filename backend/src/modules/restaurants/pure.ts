/**
 * The module's pure entry: its domain functions without its Nest and TypeORM parts, for code
 * that runs outside the app's module graph (matching's worker thread, scripts). Loading
 * index.ts there cost about 0.75 s of CPU (the Nest modules, entities and controllers it
 * pulls in) before a solve could start; this costs a few milliseconds.
 */
export { canServe, restaurantFit } from './domain/restaurant-fit';
export type { AssignableRestaurant, FitWeights, GroupDemand } from './domain/restaurant-fit';
export { assignRestaurants, criteriaOf } from './domain/restaurant-assignment';
export type { RestaurantAssignment, RestaurantCriteria, TableAssignment, UnassignedGroup } from './domain/restaurant-assignment';
