import { Injectable } from '@nestjs/common';
import { RestaurantReads } from '../../../restaurants';
import { CityRestaurants, MatchRestaurant } from '../../application/city-restaurants';

/** The city's restaurants through the restaurants module's public reads. */
@Injectable()
export class ReadsCityRestaurants extends CityRestaurants {
  constructor(private readonly restaurants: RestaurantReads) {
    super();
  }

  async inCity(city: string, country: string): Promise<MatchRestaurant[]> {
    return (await this.restaurants.listInCity(city, country)).map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      city: r.city,
      country: r.country,
      cuisineTypes: r.cuisineTypes,
      priceRange: r.priceRange,
      dietaryAccommodations: r.dietaryAccommodations,
      diningVibeTags: r.diningVibeTags,
      avgRating: r.avgRating,
      maxPartySize: r.maxPartySize,
      tablesPerNight: r.tablesPerNight,
      isActive: r.isActive,
    }));
  }
}
