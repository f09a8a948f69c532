import { averageRating, groupOutcome, isCompleted, PastDinnerFacts, successRate, weekOf, weeklyOutcomes } from './dinner-outcomes';

const dinner = (overrides: Partial<PastDinnerFacts>): PastDinnerFacts => ({
  id: 'd',
  eventDate: new Date('2026-03-05T19:00:00Z'),
  status: 'completed',
  paidCoupleIds: [],
  seatedAtRestaurantCoupleIds: [],
  averageRating: null,
  reviews: 0,
  averageCompatibility: null,
  ...overrides,
});

describe('dinner outcomes', () => {
  it('counts a dinner as completed once its date passed, unless the service cancelled it', () => {
    const now = new Date('2026-03-06T00:00:00Z');
    expect(isCompleted(dinner({}), now)).toBe(true);
    expect(isCompleted(dinner({ status: 'cancelled_by_system' }), now)).toBe(false);
    expect(isCompleted(dinner({ eventDate: new Date('2026-03-07T00:00:00Z') }), now)).toBe(false);
  });

  it('success rate: paid couples seated in a group with a restaurant, over all paid couples', () => {
    const dinners = [
      dinner({ paidCoupleIds: ['a', 'b', 'c'], seatedAtRestaurantCoupleIds: ['a', 'b', 'x'] }),
      dinner({ paidCoupleIds: ['d'], seatedAtRestaurantCoupleIds: [] }),
    ];
    expect(successRate(dinners)).toEqual({ paidCouples: 4, seatedCouples: 2, rate: 0.5 });
    expect(successRate([dinner({})]).rate).toBeNull();
  });

  it("a dinner's groups: counts, the couples seated (at a restaurant or not) once each, the mean of the scored groups", () => {
    const outcome = groupOutcome([
      { score: 80, coupleIds: ['a', 'b'], hasRestaurant: true },
      { score: null, coupleIds: ['c', 'd', 'e'], hasRestaurant: false },
      { score: 71, coupleIds: ['f', 'a'], hasRestaurant: true },
    ]);
    expect(outcome).toEqual({
      groups: 3,
      groupsWithRestaurant: 2,
      seatedCoupleIds: ['a', 'b', 'c', 'd', 'e', 'f'],
      seatedAtRestaurantCoupleIds: ['a', 'b', 'f'],
      averageCompatibility: 75.5,
    });
    expect(groupOutcome([])).toEqual({ groups: 0, groupsWithRestaurant: 0, seatedCoupleIds: [], seatedAtRestaurantCoupleIds: [], averageCompatibility: null });
  });

  it('averages ratings weighted by reviews', () => {
    expect(averageRating([dinner({ averageRating: 5, reviews: 3 }), dinner({ averageRating: 3, reviews: 1 }), dinner({})])).toBe(4.5);
    expect(averageRating([dinner({})])).toBeNull();
  });

  it('groups by ISO week, Monday first', () => {
    expect(weekOf(new Date('2026-03-05T19:00:00Z'))).toBe('2026-03-02');
    expect(weekOf(new Date('2026-03-08T23:00:00Z'))).toBe('2026-03-02');
    expect(weekOf(new Date('2026-03-09T00:00:00Z'))).toBe('2026-03-09');
    const weeks = weeklyOutcomes([
      dinner({ eventDate: new Date('2026-03-10T19:00:00Z'), paidCoupleIds: ['a'], seatedAtRestaurantCoupleIds: ['a'], averageRating: 4, reviews: 1 }),
      dinner({ paidCoupleIds: ['b'] }),
    ]);
    expect(weeks).toEqual([
      { week: '2026-03-02', successRate: 0, averageRating: null },
      { week: '2026-03-09', successRate: 1, averageRating: 4 },
    ]);
  });
});
