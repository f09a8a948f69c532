import type { Restaurant, RestaurantFields } from '../domain/restaurant';

/** The restaurants table, for the admin's catalogue. */
export abstract class RestaurantStore {
  /** By name. */
  abstract list(): Promise<Restaurant[]>;
  abstract findById(id: string): Promise<Restaurant | null>;
  abstract create(fields: RestaurantFields): Promise<Restaurant>;
  abstract update(id: string, fields: RestaurantFields): Promise<Restaurant | null>;
  abstract delete(id: string): Promise<void>;
  abstract deactivate(id: string): Promise<void>;
}
