import type { RestaurantDto } from '../../api/generated/model';

export interface RestaurantFilters {
  search: string;
  city: string;
  cuisine: string;
  price: string;
  status: '' | 'active' | 'inactive';
}

export const NO_FILTERS: RestaurantFilters = { search: '', city: '', cuisine: '', price: '', status: '' };

/** The search box (name, address, city, cuisines) and the filters, all at once. */
export function filterRestaurants(restaurants: readonly RestaurantDto[], filters: RestaurantFilters): RestaurantDto[] {
  const search = filters.search.trim().toLowerCase();
  return restaurants.filter(
    (restaurant) =>
      (!search || [restaurant.name, restaurant.address, restaurant.city, ...restaurant.cuisine_types].some((text) => text.toLowerCase().includes(search))) &&
      (!filters.city || restaurant.city === filters.city) &&
      (!filters.cuisine || restaurant.cuisine_types.includes(filters.cuisine)) &&
      (!filters.price || restaurant.price_range === filters.price) &&
      (!filters.status || restaurant.is_active === (filters.status === 'active')),
  );
}

/** At most two cuisine badges, then how many more ('+N more'). */
export function cuisineBadges(cuisines: readonly string[]): { shown: string[]; more: number } {
  return { shown: cuisines.slice(0, 2), more: Math.max(0, cuisines.length - 2) };
}
