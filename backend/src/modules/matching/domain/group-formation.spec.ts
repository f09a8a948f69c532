import fc from 'fast-check';
import { couple, coupleArbitrary, couplesArbitrary, restaurant, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { formGroupsByRules } from './group-formation';
import { groupingProblems } from './grouping-validation';
import { MatchCouple } from './match-couple';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings, StoredMatchingParameter } from './matching-parameters';
import { Venue } from './venues';

const onDate = new Date('2026-11-27T00:00:00Z');
/** Few search rounds: the properties hold at every step of the search, and the specs stay fast. */
const quick: StoredMatchingParameter[] = [{ name: 'search_effort', value: '3', dataType: 'integer' }];
const solve = (couples: MatchCouple[], venues: Venue[], seed: number, parameters = quick) => {
  const instance = new MatchingInstance(couples, venues, resolveMatchingSettings(parameters), onDate, seed);
  return { instance, grouping: formGroupsByRules(instance, seed, () => 0) };
};
const sizes = fc.constantFrom({ min: 2, target: 3, max: 4 }, { min: 2, target: 2, max: 3 }, { min: 3, target: 4, max: 5 });
const sizeParameters = (s: { min: number; target: number; max: number }): StoredMatchingParameter[] => [
  ...quick,
  { name: 'min_group_size', value: String(s.min), dataType: 'integer' },
  { name: 'target_group_size', value: String(s.target), dataType: 'integer' },
  { name: 'max_group_size', value: String(s.max), dataType: 'integer' },
];
const cities = ['Dublin', 'Cork'];

describe('group formation', () => {
  it('places every couple at most once, in groups within the size bounds, breaking no hard constraint', () => {
    fc.assert(
      fc.property(couplesArbitrary(30, cities), restaurantsArbitrary(6, cities), sizes, fc.integer(), (couples, venues, size, seed) => {
        const { instance, grouping } = solve(couples, venues, seed, sizeParameters(size));
        const placed = grouping.groups.flatMap((g) => g.coupleIds);
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed, ...grouping.unmatched.map((u) => u.id)].sort()).toEqual(couples.map((c) => c.id).sort());
        for (const g of grouping.groups) {
          expect(g.coupleIds.length).toBeGreaterThanOrEqual(size.min);
          expect(g.coupleIds.length).toBeLessThanOrEqual(size.max);
          expect(g.score).toBeGreaterThanOrEqual(0);
          expect(g.score).toBeLessThanOrEqual(100);
          expect(g.algorithm).toBe('rules_based');
        }
        expect(
          groupingProblems(
            instance,
            grouping.groups.map((g) => g.coupleIds),
          ),
        ).toEqual([]);
        for (const u of grouping.unmatched) expect(u.cause.kind).toBeTruthy();
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same groups for the same seed', () => {
    fc.assert(
      fc.property(couplesArbitrary(24), restaurantsArbitrary(4), fc.integer(), (couples, venues, seed) => {
        expect(solve(couples, venues, seed).grouping).toEqual(solve(couples, venues, seed).grouping);
      }),
      { numRuns: 25 },
    );
  });

  it("stops improving at the solve's time limit, counted from its start, and keeps the first pass's groups", () => {
    // The clock reads 10 s from the solve's start: past the default limit (4.5 s), not past the search's own budget.
    const late = (couples: MatchCouple[], venues: Venue[], seed: number, parameters: StoredMatchingParameter[]) => {
      const instance = new MatchingInstance(couples, venues, resolveMatchingSettings(parameters), onDate, seed);
      return formGroupsByRules(instance, seed, () => 10_000, 0);
    };
    const firstPassOnly: StoredMatchingParameter[] = [{ name: 'search_effort', value: '0', dataType: 'integer' }];
    const generousLimit: StoredMatchingParameter[] = [...quick, { name: 'solve_time_limit_ms', value: '600000', dataType: 'integer' }];
    fc.assert(
      fc.property(couplesArbitrary(24), restaurantsArbitrary(4), fc.integer(), (couples, venues, seed) => {
        expect(late(couples, venues, seed, quick)).toEqual(solve(couples, venues, seed, firstPassOnly).grouping);
        expect(late(couples, venues, seed, generousLimit)).toEqual(solve(couples, venues, seed).grouping);
      }),
      { numRuns: 25 },
    );
  });

  it('on a large dinner past the time limit, the first descent stops too, and the groups stay whole and valid', () => {
    // Over 1,024 couples: the descent reads the clock every 1,024 couples it improves.
    const couples = fc.sample(fc.tuple(...Array.from({ length: 1200 }, (_, i) => coupleArbitrary(`c${i + 1}`, ['Dublin']))), { numRuns: 1, seed: 7 })[0];
    const venues = [restaurant('r1', { maxPartySize: 8, tables: 200 }), restaurant('r2', { maxPartySize: 8, tables: 200 })];
    const firstPassOnly: StoredMatchingParameter[] = [{ name: 'search_effort', value: '0', dataType: 'integer' }];
    const instance = () => new MatchingInstance(couples, venues, resolveMatchingSettings(firstPassOnly), onDate, 1);
    const late = formGroupsByRules(instance(), 1, () => 10_000, 0);
    const whole = formGroupsByRules(instance(), 1, () => 0);
    expect(late.objective).toBeLessThan(whole.objective);
    const placed = late.groups.flatMap((g) => g.coupleIds);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed, ...late.unmatched.map((u) => u.id)].sort()).toEqual(couples.map((c) => c.id).sort());
    expect(
      groupingProblems(
        instance(),
        late.groups.map((g) => g.coupleIds),
      ),
    ).toEqual([]);
  });

  it('groups compatible couples and says what they share', () => {
    const couples = Array.from({ length: 6 }, (_, i) => couple(`c${i + 1}`));
    const { grouping } = solve(couples, [restaurant('r1')], 1);
    expect(grouping.unmatched).toEqual([]);
    expect(grouping.groups.map((g) => g.coupleIds.length)).toEqual([3, 3]);
    expect(grouping.groups[0].reasoning).toMatch(/^3 couples, compatibility \d+\/100\. All enjoy Italian and Thai food, all like Relaxed & Casual dining/);
  });

  it('explains why a couple is left unmatched', () => {
    const { grouping } = solve(
      [couple('a'), couple('b'), couple('c', { dietaryRestrictions: ['Kosher'] }), couple('d', { city: 'Cork' })],
      [restaurant('r1', { dietaryAccommodations: ['Vegetarian'] })],
      1,
    );
    expect(grouping.groups.map((g) => g.coupleIds)).toEqual([['a', 'b']]);
    expect(grouping.unmatched).toEqual([
      { id: 'c', cause: { kind: 'no_restaurant_for_needs', place: 'Dublin, Ireland' } },
      { id: 'd', cause: { kind: 'alone', place: 'Cork, Ireland' } },
    ]);
  });
});
