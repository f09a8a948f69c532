import { assignRestaurants } from './restaurant-assignment';
import { AssignableRestaurant, GroupDemand, restaurantFit } from './restaurant-fit';

const restaurant = (id: string, avgRating: number): AssignableRestaurant => ({
  id,
  name: id,
  city: 'Dublin',
  country: 'Ireland',
  cuisineTypes: ['Italian'],
  priceRange: '€€',
  dietaryAccommodations: [],
  diningVibeTags: ['Casual'],
  avgRating,
  maxPartySize: 8,
  tables: 1,
  isActive: true,
});
const demand = (extra: Partial<GroupDemand> = {}): GroupDemand => ({
  groupId: 'g1',
  city: 'Dublin',
  country: 'Ireland',
  groupSize: 3,
  partySize: 6,
  dietaryAccommodations: [],
  priceRanges: ['€€'],
  cuisineTypes: ['Italian'],
  atmosphere: ['Casual'],
  ...extra,
});
const weights = { cuisine: 50, atmosphere: 25, rating: 25, coupleRating: 15 };

describe('restaurant ratings in the assignment', () => {
  it('never sends a group to a restaurant one of its couples rated 2 or less', () => {
    const result = assignRestaurants([demand({ avoidedRestaurantIds: ['best'] })], [restaurant('best', 5), restaurant('other', 2)], weights);
    expect(result.assignments.map((a) => a.restaurantId)).toEqual(['other']);
    const none = assignRestaurants([demand({ avoidedRestaurantIds: ['best'] })], [restaurant('best', 5)], weights);
    expect(none.unassigned[0].reason).toBe("No active restaurant meets this group's criteria.");
  });

  it("adds restaurant_weight_couple_rating points per point above 3 of the couples' own past ratings, within 0-100", () => {
    const thai = (pastRatings?: Record<string, number>) => demand({ cuisineTypes: ['Thai'], pastRatings });
    const base = restaurantFit(restaurant('r', 4), thai(), weights);
    expect(base).toBe(45);
    expect(restaurantFit(restaurant('r', 4), thai({ r: 4 }), weights)).toBe(60);
    expect(restaurantFit(restaurant('r', 4), thai({ r: 3 }), weights)).toBe(45);
    expect(restaurantFit(restaurant('r', 4), thai({ other: 5 }), weights)).toBe(45);
    expect(restaurantFit(restaurant('r', 4), demand({ pastRatings: { r: 5 } }), weights)).toBe(100);
  });

  it('prefers the restaurant the group liked', () => {
    const result = assignRestaurants([demand({ pastRatings: { liked: 5 } })], [restaurant('plain', 5), restaurant('liked', 3)], weights);
    expect(result.assignments[0].restaurantId).toBe('liked');
  });
});
