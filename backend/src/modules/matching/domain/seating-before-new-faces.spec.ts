import fc from 'fast-check';
import { couple, couplesArbitrary, restaurant, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { DiningHistory, NO_HISTORY, SharedTable } from './dining-history';
import { formGroupsByRules } from './group-formation';
import { groupingProblems } from './grouping-validation';
import { MatchCouple } from './match-couple';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings, StoredMatchingParameter } from './matching-parameters';
import { Venue } from './venues';

const onDate = new Date('2026-11-27T00:00:00Z');
const quick: StoredMatchingParameter[] = [{ name: 'search_effort', value: '3', dataType: 'integer' }];
const met = (a: string, b: string): SharedTable => ({ a, b, date: '2026-11-20', ratingByA: null, ratingByB: null });

function solve(couples: MatchCouple[], venues: Venue[], seed: number, history: DiningHistory, parameters = quick) {
  const instance = new MatchingInstance(couples, venues, resolveMatchingSettings(parameters), onDate, seed, history);
  const grouping = formGroupsByRules(instance, seed, () => 0);
  expect(
    groupingProblems(
      instance,
      grouping.groups.map((g) => g.coupleIds),
    ),
  ).toEqual([]);
  return grouping;
}
const seated = (grouping: { groups: { coupleIds: string[] }[] }) => grouping.groups.reduce((n, g) => n + g.coupleIds.length, 0);

const sizes = fc
  .constantFrom(2, 3, 4)
  .map((max): StoredMatchingParameter[] => [
    ...quick,
    { name: 'max_group_size', value: String(max), dataType: 'integer' },
    { name: 'target_group_size', value: String(Math.min(3, max)), dataType: 'integer' },
  ]);

/**
 * Couples and the pairs of them that shared a table before (no ratings: none is ruled out),
 * late in a season: most pairs met, which is where avoiding repeats used to cost seats.
 */
const dinnerWithHistory = couplesArbitrary(12).chain((couples) => {
  const pairs = couples.flatMap((a, x) => couples.slice(x + 1).map((b) => [a.id, b.id] as const));
  return fc.tuple(
    fc.constant(couples),
    fc
      .array(fc.boolean(), { minLength: pairs.length, maxLength: pairs.length })
      .map((metSome) => pairs.filter((_, n) => n % 5 !== 0 || metSome[n]).map(([a, b]) => met(a, b))),
  );
});

describe('seating everyone outranks new faces', () => {
  it('seats as many couples with a dining history as without one', () => {
    fc.assert(
      fc.property(dinnerWithHistory, restaurantsArbitrary(3), sizes, fc.integer(), ([couples, sharedTables], venues, parameters, seed) => {
        const without = solve(couples, venues, seed, NO_HISTORY, parameters);
        const withHistory = solve(couples, venues, seed, { sharedTables, restaurantRatings: [] }, parameters);
        expect(seated(withHistory)).toBe(seated(without));
      }),
      { numRuns: 400 },
    );
  });

  it('seats a couple with one it met rather than leave it out, and names the repeat (issue 51)', () => {
    // fast-check's case, shrunk: the old engine left a couple out where it seated all nine without the history.
    const alike: Partial<MatchCouple> = {
      lifeStagePreference: 'Career-focused & experiential',
      communicationStyle: 'Naturally outgoing',
      planningStyle: 'Spontaneous',
      diningVibe: [],
      idealSocialOuting: [],
      diningFrequency: 'Rarely (Once a month or less)',
      cuisineTypes: [],
      dietaryRestrictions: ['None'],
      restaurantPricePreference: ['Open to all price ranges!'],
    };
    const men = (a: number, b: number) => [
      { dateOfBirth: `${a}-06-15`, gender: 'Male' },
      { dateOfBirth: `${b}-06-15`, gender: 'Male' },
    ];
    const nine = [
      couple('c1', { ...alike, people: men(1950, 1950) }),
      couple('c2', { ...alike, people: men(1950, 1950), restaurantPricePreference: [], cuisineTypes: ['Surprise Us!'], dietaryRestrictions: [] }),
      couple('c3', { ...alike, people: men(1950, 1967), socialAgePreference: 'Around our age', dietaryRestrictions: [] }),
      couple('c4', { ...alike, people: men(1950, 1991) }),
      couple('c5', { ...alike, people: men(1950, 1950), restaurantPricePreference: ['€€€€'], cuisineTypes: ['Surprise Us!'] }),
      couple('c6', { ...alike, people: men(1950, 1950), socialAgePreference: 'Around our age', restaurantPricePreference: [] }),
      couple('c7', { ...alike, people: men(1950, 1950), socialAgePreference: 'Wider range' }),
      couple('c8', { ...alike, people: men(1950, 1950), restaurantPricePreference: ['€€€'], cuisineTypes: ['Surprise Us!'] }),
      couple('c9', { ...alike, people: men(1950, 1951), cuisineTypes: ['Surprise Us!'] }),
    ];
    const newFaces: Record<string, string[]> = { c1: ['c2', 'c7'], c2: ['c5'], c3: ['c4', 'c9'], c4: ['c9'], c8: ['c9'] };
    const sharedTables = nine.flatMap((a, x) =>
      nine
        .slice(x + 1)
        .filter((b) => !newFaces[a.id]?.includes(b.id))
        .map((b) => met(a.id, b.id)),
    );
    const parameters: StoredMatchingParameter[] = [
      ...quick,
      { name: 'max_group_size', value: '4', dataType: 'integer' },
      { name: 'target_group_size', value: '3', dataType: 'integer' },
    ];
    const venues = [restaurant('r1'), restaurant('r2')];
    const without = solve(nine, venues, 0, NO_HISTORY, parameters);
    const grouping = solve(nine, venues, 0, { sharedTables, restaurantRatings: [] }, parameters);
    expect(seated(grouping)).toBe(seated(without));
    expect(grouping.groups.some((g) => g.reasoning.includes('Seated together again, as no grouping without'))).toBe(true);
  });
});
