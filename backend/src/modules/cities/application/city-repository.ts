import type { City, CityInput } from '../domain/city';

/** The cities table. */
export abstract class CityRepository {
  abstract all(): Promise<City[]>;
  abstract byId(id: string): Promise<City | null>;
  /** Throws CITIES.DUPLICATE for a name already used in the country. */
  abstract create(city: CityInput): Promise<City>;
  abstract update(id: string, city: CityInput): Promise<City>;
  /** Whether any dinner event was ever held, or is planned, in the city. */
  abstract hasDinners(city: Pick<City, 'name' | 'country'>): Promise<boolean>;
}
