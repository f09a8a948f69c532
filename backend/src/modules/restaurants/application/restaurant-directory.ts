import type { Restaurant, RestaurantFields } from '../domain/restaurant';

export type { Restaurant, RestaurantFields };

/** Restaurant rows: reads, and the idempotent insert demo data uses. */
export abstract class RestaurantDirectory {
  abstract findById(id: string): Promise<Restaurant | null>;
  /** Many at once; unknown ids are absent. */
  abstract findByIds(ids: readonly string[]): Promise<Restaurant[]>;
  abstract findByName(name: string, city: string): Promise<Restaurant | null>;
  /** Every restaurant of the city (any letter case), active or not, by name. */
  abstract listInCity(city: string, country: string): Promise<Restaurant[]>;
  /** Idempotent by name and city: demo data can run twice. */
  abstract ensure(fields: RestaurantFields): Promise<Restaurant>;
}
