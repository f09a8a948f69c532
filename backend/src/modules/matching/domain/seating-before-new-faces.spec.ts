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

/** The promise: a history never costs a seat. The search is a heuristic, so a history may also lead it to seat more. */
const historyCostsNoSeat = fc.property(dinnerWithHistory, restaurantsArbitrary(3), sizes, fc.integer(), ([couples, sharedTables], venues, parameters, seed) => {
  const without = solve(couples, venues, seed, NO_HISTORY, parameters);
  const withHistory = solve(couples, venues, seed, { sharedTables, restaurantRatings: [] }, parameters);
  expect(seated(withHistory)).toBeGreaterThanOrEqual(seated(without));
});

describe('seating everyone outranks new faces', () => {
  it('seats at least as many couples with a dining history as without one', () => {
    fc.assert(historyCostsNoSeat, { numRuns: 400 });
  });

  it('seats at least as many on the life of 4 December where the history seated 10 and none 8 (search_effort 3)', () => {
    fc.assert(historyCostsNoSeat, {
      seed: -822420892,
      path: '249:30:0:2:1:1:4:4:8:10:10:10:12:13:13:13:13:13:13:13:13:15:15:15:15:15:17:15:15:23:24:25:25:26:27:27:27:24:30:35:23:23:24:24:24:24:27:24:9:2:3:3:3:24:24:27:17:16:16:19:35:31:34:31:24:23:27:16:16:38:38:41:42:42:47:46:46:46:46:46:46:46:46:46:47:47:47:55:55:57:19:16:56:66:68:0:2:70:72:1:69:72:3:72:74:0:0:2:14:16:29:32:34:26:26:38:23:23:21:31:53:54:54:46:26:27:26:30:33:32:25:30:30:43:43:44:44:44:44:14:14:16:31:0:31:1:27:21:25:28:0:21:26:42:42:46:49:50:40:3:50:51:51:51:49:49:39:45:48:51:5:5:47:5:52:52:26:0:5:38:50:49:49:50:49:5:5:46:46:4:6:46:4:46:4:50:51:50:50:50:50:50:50:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:2:1:1:1:1:3:4',
      endOnFailure: true,
    });
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
