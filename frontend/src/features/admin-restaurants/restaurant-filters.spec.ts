import type { RestaurantDto } from '../../api/generated/model';
import { cuisineBadges, filterRestaurants, NO_FILTERS } from './restaurant-filters';

const restaurant = (overrides: Partial<RestaurantDto>): RestaurantDto => ({
  id: '1',
  name: 'The Copper Kettle',
  address: '14 Camden Street',
  city: 'Dublin',
  country: 'Ireland',
  phone: null,
  website: null,
  email: null,
  description: null,
  cuisine_types: ['Irish'],
  price_range: '€€€',
  dietary_accommodations: ['Vegetarian'],
  dining_vibe_tags: ['Cozy'],
  avg_rating: 4.6,
  max_party_size: 8,
  tables_per_night: 3,
  is_active: true,
  ...overrides,
});

describe('restaurant filters', () => {
  const all = [restaurant({}), restaurant({ id: '2', name: 'Trattoria', cuisine_types: ['Italian'], price_range: '€€', is_active: false, city: 'Cork' })];

  it('filters by search text, city, cuisine, the stored euro price and status', () => {
    expect(filterRestaurants(all, { ...NO_FILTERS, search: 'tratt' }).map((r) => r.id)).toEqual(['2']);
    expect(filterRestaurants(all, { ...NO_FILTERS, search: 'irish' }).map((r) => r.id)).toEqual(['1']);
    expect(filterRestaurants(all, { ...NO_FILTERS, city: 'Cork' }).map((r) => r.id)).toEqual(['2']);
    expect(filterRestaurants(all, { ...NO_FILTERS, cuisine: 'Italian' }).map((r) => r.id)).toEqual(['2']);
    expect(filterRestaurants(all, { ...NO_FILTERS, price: '€€€' }).map((r) => r.id)).toEqual(['1']);
    expect(filterRestaurants(all, { ...NO_FILTERS, status: 'inactive' }).map((r) => r.id)).toEqual(['2']);
  });

  it('shows at most two cuisine badges, then +N more', () => {
    expect(cuisineBadges(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(cuisineBadges(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
  });
});
