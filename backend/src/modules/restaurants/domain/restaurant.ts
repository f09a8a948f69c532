/** A partner restaurant: every field of the admin-side spec, plus its tables per dinner night. */
export interface Restaurant {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string | null;
  website: string | null;
  /** Where reservation mails go; none, none are sent. */
  email: string | null;
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
