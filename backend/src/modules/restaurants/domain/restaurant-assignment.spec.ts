import fc from 'fast-check';
import { restaurant, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { assignRestaurants } from './restaurant-assignment';
import { AssignableRestaurant, canServe, GroupDemand, restaurantFit } from './restaurant-fit';
import { suggestRestaurant } from './suggest-restaurant';

const weights = { cuisine: 50, atmosphere: 25, rating: 25 };
const demand = (groupId: string, overrides: Partial<GroupDemand> = {}): GroupDemand => ({
  groupId,
  city: 'Dublin',
  country: 'Ireland',
  groupSize: 3,
  partySize: 6,
  dietaryAccommodations: [],
  priceRanges: ['€€', '€€€'],
  cuisineTypes: ['Italian'],
  atmosphere: ['Casual'],
  ...overrides,
});
const demandArbitrary = (i: number) =>
  fc
    .record({
      partySize: fc.constantFrom(4, 6, 8, 10),
      dietaryAccommodations: fc.uniqueArray(fc.constantFrom('Vegan', 'Halal', 'Gluten-Free'), { maxLength: 2 }),
      priceRanges: fc.uniqueArray(fc.constantFrom('€€', '€€€', '€€€€'), { minLength: 1, maxLength: 3 }),
      cuisineTypes: fc.uniqueArray(fc.constantFrom('Italian', 'Thai', 'Greek', 'Korean'), { maxLength: 3 }),
      atmosphere: fc.uniqueArray(fc.constantFrom('Casual', 'Cozy', 'Lively'), { maxLength: 2 }),
    })
    .map((fields) => demand(`g${i + 1}`, fields));
const demandsArbitrary = (max: number) => fc.integer({ min: 0, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => demandArbitrary(i))));

/** Exhaustive optimum for tiny cases: most groups placed, then most fit. */
function bruteForce(demands: GroupDemand[], restaurants: AssignableRestaurant[]): { placed: number; fit: number } {
  let best = { placed: 0, fit: 0 };
  const used = restaurants.map(() => 0);
  const visit = (g: number, placed: number, fit: number) => {
    if (g === demands.length) {
      if (placed > best.placed || (placed === best.placed && fit > best.fit + 1e-9)) best = { placed, fit };
      return;
    }
    visit(g + 1, placed, fit);
    restaurants.forEach((r, y) => {
      if (used[y] >= r.tables || !canServe(r, demands[g])) return;
      used[y]++;
      visit(g + 1, placed + 1, fit + restaurantFit(r, demands[g], weights));
      used[y]--;
    });
  };
  visit(0, 0, 0);
  return best;
}

describe('restaurant assignment', () => {
  it('never over-commits a table and only places groups where every hard rule holds', () => {
    fc.assert(
      fc.property(demandsArbitrary(12), restaurantsArbitrary(6), (demands, restaurants) => {
        const result = assignRestaurants(demands, restaurants, weights);
        const seats = new Set<string>();
        for (const a of result.assignments) {
          const r = restaurants.find((x) => x.id === a.restaurantId)!;
          expect(
            canServe(
              r,
              demands.find((d) => d.groupId === a.groupId)!,
            ),
          ).toBe(true);
          expect(a.tableNumber).toBeGreaterThanOrEqual(1);
          expect(a.tableNumber).toBeLessThanOrEqual(r.tables);
          expect(seats.has(`${a.restaurantId}#${a.tableNumber}`)).toBe(false);
          seats.add(`${a.restaurantId}#${a.tableNumber}`);
        }
        expect(result.assignments.length + result.unassigned.length).toBe(demands.length);
      }),
      { numRuns: 100 },
    );
  });

  it('finds the optimum: the most groups placed, then the best total fit', () => {
    fc.assert(
      fc.property(demandsArbitrary(5), restaurantsArbitrary(4), (demands, restaurants) => {
        const result = assignRestaurants(demands, restaurants, weights);
        const best = bruteForce(demands, restaurants);
        expect(result.assignments.length).toBe(best.placed);
        expect(result.totalFit).toBeCloseTo(best.fit, 1);
      }),
      { numRuns: 100 },
    );
  });

  it('prefers the better fit over first-fit when tables are scarce', () => {
    const restaurants = [
      restaurant('plain', { cuisineTypes: ['Greek'], tables: 1, avgRating: 3 }),
      restaurant('italian', { cuisineTypes: ['Italian'], tables: 1, avgRating: 5 }),
    ];
    const result = assignRestaurants([demand('g1', { cuisineTypes: ['Greek'] }), demand('g2')], restaurants, weights);
    expect(result.assignments.map((a) => [a.groupId, a.restaurantId, a.tableNumber])).toEqual([
      ['g1', 'plain', 1],
      ['g2', 'italian', 1],
    ]);
  });

  it('reports groups no restaurant fits with the restaurant criteria', () => {
    const result = assignRestaurants(
      [demand('g1', { dietaryAccommodations: ['Kosher'], priceRanges: ['€€€€'] })],
      [restaurant('r1', { dietaryAccommodations: ['Vegan'] })],
      weights,
    );
    expect(result.unassigned).toEqual([
      {
        groupId: 'g1',
        groupSize: 3,
        partySize: 6,
        reason: "No active restaurant meets this group's criteria.",
        restaurantCriteria: { cuisineTypes: ['Italian'], priceRange: ['€€€€'], dietaryAccommodations: ['Kosher'], atmosphere: ['Casual'] },
      },
    ]);
  });
});

describe('restaurant suggestion', () => {
  it('suggests the best-fitting restaurant with a free table, or none', () => {
    const restaurants = [restaurant('greek', { cuisineTypes: ['Greek'] }), restaurant('italian', { cuisineTypes: ['Italian'], tables: 1 })];
    expect(suggestRestaurant(demand('g1'), restaurants, weights)?.restaurantId).toBe('italian');
    expect(suggestRestaurant(demand('g1'), restaurants, weights, new Map([['italian', 1]]))?.restaurantId).toBe('greek');
    expect(suggestRestaurant(demand('g1', { dietaryAccommodations: ['Raw Food'] }), restaurants, weights)).toBeNull();
  });
});
