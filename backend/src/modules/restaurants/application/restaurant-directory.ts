export interface Restaurant {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string | null;
  website: string | null;
  description: string | null;
  cuisineTypes: string[];
  priceRange: string;
  dietaryAccommodations: string[];
  diningVibeTags: string[];
  avgRating: number;
  maxPartySize: number;
  tablesPerNight: number;
  isActive: boolean;
}

export type RestaurantFields = Omit<Restaurant, 'id'>;

/** Restaurant rows: reads, and the idempotent insert demo data uses. */
export abstract class RestaurantDirectory {
  abstract findById(id: string): Promise<Restaurant | null>;
  abstract findByName(name: string, city: string): Promise<Restaurant | null>;
  /** Idempotent by name and city: demo data can run twice. */
  abstract ensure(fields: RestaurantFields): Promise<Restaurant>;
}
