export { RestaurantsModule } from './restaurants.module';
/** The admin's catalogue, registered with the Nest module binding RestaurantAssignments (dinners). */
export { RestaurantsAdminModule } from './restaurants-admin.module';
export { RestaurantAssignments } from './application/restaurant-assignments';
export * from './pure';
export { suggestRestaurant } from './domain/suggest-restaurant';
export type { RestaurantSuggestion } from './domain/suggest-restaurant';
/** For dinners (a revealed dinner shows its restaurant) and demo data. */
export { RestaurantReads } from './application/restaurant-reads';
export type { Restaurant, RestaurantFields } from './application/restaurant-directory';
/** The restaurants' events, which dinners subscribes to. */
export { RESTAURANT_CHANGED_EVENT, RESTAURANT_DEACTIVATED_EVENT, movesCouples, renewsReservations } from './domain/restaurant-events';
export type { RestaurantChanged } from './domain/restaurant-events';
