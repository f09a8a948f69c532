import { mostSeatedWithoutRepeats, seatedWithoutRepeatsAtMost } from '../../scripts/matching/exact-grouping';
import { MatchingInstance } from '../../src/modules/matching/domain/matching-instance';
import { resolveMatchingSettings } from '../../src/modules/matching/domain/matching-parameters';
import { couple, restaurant } from './matching-arbitraries';

/** bench:season's bound for dinners too large to count exactly how many couples a grouping without repeats seats (also in avoidable-repeat.spec.ts). */
describe('at most how many couples a grouping without repeats seats', () => {
  const onDate = new Date('2026-11-27T00:00:00Z');
  const met = (a: string, b: string) => ({ a, b, date: '2026-11-20', ratingByA: null, ratingByB: null });

  it('leaves out a couple that met everyone, and counts two couples with one new face, the same one, as one', async () => {
    const seven = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((id) => couple(id));
    const past = [
      ...['c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((other) => met('c1', other)),
      // c2 and c3 met each other and everyone but c4 (c1 too, above): c4 is the one new face of both.
      met('c2', 'c3'),
      ...['c5', 'c6', 'c7'].flatMap((other) => [met('c2', other), met('c3', other)]),
    ];
    const instance = new MatchingInstance(seven, [restaurant('r1')], resolveMatchingSettings(), onDate, 7, { sharedTables: past, restaurantRatings: [] });
    const exact = await mostSeatedWithoutRepeats(instance, 100_000);
    const bound = await seatedWithoutRepeatsAtMost(instance);
    // c1 never; c2 and c3 only with c4, so one of them at most: five in all, as many as the exact count.
    expect(exact).toBe(5);
    expect(bound).toBe(5);
  });
});
