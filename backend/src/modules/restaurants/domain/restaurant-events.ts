import type { Restaurant } from './restaurant';

/**
 * The restaurants' event types (docs/architecture.md, "The event log"), sequenced per
 * restaurant. A restaurant below dinners says what changed; the dinners seated there hear it
 * as subscribers, so restaurants depends on nothing above it.
 */
export const RESTAURANT_CHANGED_EVENT = 'restaurant.changed';
export const RESTAURANT_DEACTIVATED_EVENT = 'restaurant.deactivated';

/** What couples and the restaurant itself are told of a restaurant: where it is and where its reservations go. */
export type RestaurantFacts = Pick<Restaurant, 'name' | 'address' | 'city' | 'email'>;

export interface RestaurantChanged {
  restaurantId: string;
  before: RestaurantFacts;
  after: RestaurantFacts;
}

export const restaurantFacts = ({ name, address, city, email }: Restaurant): RestaurantFacts => ({ name, address, city, email });

/** Whether couples seated there would see another place: its name or address. */
export const movesCouples = ({ before, after }: RestaurantChanged): boolean =>
  before.name !== after.name || before.address !== after.address || before.city !== after.city;

/** Whether the restaurant's reservations must be sent again: the couples' place changed, or its reservations' address. */
export const renewsReservations = (change: RestaurantChanged): boolean => movesCouples(change) || change.before.email !== change.after.email;
