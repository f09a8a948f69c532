/** Port: where a restaurant is seated in dinners (owned here; bound by the dinners module, from matching's groups and its dinners). */
export abstract class RestaurantAssignments {
  /** How many groups are seated at the restaurant for dinners that have not happened yet (`upcoming`) and for past ones. */
  abstract countFor(restaurantId: string, now: Date): Promise<{ upcoming: number; past: number }>;
}
