import { Injectable } from '@nestjs/common';
import { Restaurant, RestaurantDirectory, RestaurantFields } from './restaurant-directory';

/** What other modules may ask of restaurants: exported from the module's index.ts. */
@Injectable()
export class RestaurantReads {
  constructor(private readonly restaurants: RestaurantDirectory) {}

  findById(id: string): Promise<Restaurant | null> {
    return this.restaurants.findById(id);
  }

  /** Many at once (a couple's dinners); unknown ids are absent. */
  findByIds(ids: readonly string[]): Promise<Restaurant[]> {
    return this.restaurants.findByIds(ids);
  }

  /** Matching: the city's restaurants and their tables for a dinner night. */
  listInCity(city: string, country: string): Promise<Restaurant[]> {
    return this.restaurants.listInCity(city, country);
  }

  findByName(name: string, city: string): Promise<Restaurant | null> {
    return this.restaurants.findByName(name, city);
  }

  /** Demo data of other modules seats groups at the demo restaurants. */
  ensure(fields: RestaurantFields): Promise<Restaurant> {
    return this.restaurants.ensure(fields);
  }
}
