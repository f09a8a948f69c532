/** A partner restaurant as the match screens show it and the assignment reads it. */
export interface MatchRestaurant {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  cuisineTypes: string[];
  priceRange: string;
  dietaryAccommodations: string[];
  diningVibeTags: string[];
  avgRating: number;
  maxPartySize: number;
  tablesPerNight: number;
  isActive: boolean;
}

/** Port: the restaurants, owned by the restaurants module. */
export abstract class CityRestaurants {
  /** Every restaurant of the city, active or not (a group may keep an inactive one). */
  abstract inCity(city: string, country: string): Promise<MatchRestaurant[]>;
}
