import fc from 'fast-check';
import { couplesArbitrary, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { DiningHistory, ReportedPair } from './dining-history';
import { formGroupsByRules } from './group-formation';
import { groupRuleBreaks } from './group-rules';
import { groupingProblems } from './grouping-validation';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings, StoredMatchingParameter } from './matching-parameters';

const onDate = new Date('2026-11-27T00:00:00Z');
const quick: StoredMatchingParameter[] = [{ name: 'search_effort', value: '3', dataType: 'integer' }];
const sizes = fc.constantFrom({ min: 2, target: 3, max: 4 }, { min: 2, target: 2, max: 3 }, { min: 3, target: 4, max: 5 });
const sizeParameters = (s: { min: number; target: number; max: number }): StoredMatchingParameter[] => [
  ...quick,
  { name: 'min_group_size', value: String(s.min), dataType: 'integer' },
  { name: 'target_group_size', value: String(s.target), dataType: 'integer' },
  { name: 'max_group_size', value: String(s.max), dataType: 'integer' },
];
const cities = ['Dublin', 'Cork'];

/** Random pairs among c1..cN, some of which also shared a table with good ratings and asked to be seated together again. */
const reportedPairsArbitrary = (n: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: 1, max: Math.max(n, 1) }), fc.integer({ min: 1, max: Math.max(n, 1) }))
      .map(([a, b]): ReportedPair => ({ a: `c${a}`, b: `c${b}` })),
    { maxLength: n * 2 },
  );

const together = (groups: { coupleIds: string[] }[], pair: ReportedPair) =>
  pair.a !== pair.b && groups.some((g) => g.coupleIds.includes(pair.a) && g.coupleIds.includes(pair.b));

describe('reported pairs (docs/trust-and-safety.md)', () => {
  it('never seats a reported pair together, even one that rated each other 5 and asked to be seated together again', () => {
    fc.assert(
      fc.property(
        couplesArbitrary(24, cities).chain((couples) => fc.tuple(fc.constant(couples), reportedPairsArbitrary(couples.length), fc.boolean())),
        restaurantsArbitrary(5, cities),
        sizes,
        fc.integer(),
        ([couples, reportedPairs, friendly], venues, size, seed) => {
          // The report alone suffices: whatever else the history says of the pair.
          const history: DiningHistory = {
            sharedTables: friendly ? reportedPairs.map((p) => ({ a: p.a, b: p.b, date: '2026-10-01', ratingByA: 5, ratingByB: 5 })) : [],
            restaurantRatings: [],
            seatTogether: friendly ? reportedPairs : [],
            reportedPairs,
          };
          const instance = new MatchingInstance(couples, venues, resolveMatchingSettings(sizeParameters(size)), onDate, seed, history);
          const grouping = formGroupsByRules(instance, seed, () => 0);
          for (const pair of reportedPairs) expect(together(grouping.groups, pair)).toBe(false);
          expect(
            groupingProblems(
              instance,
              grouping.groups.map((g) => g.coupleIds),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("names the safety report when an admin's group would seat a reported pair together", () => {
    fc.assert(
      fc.property(
        couplesArbitrary(6).filter((c) => c.length >= 2),
        (couples) => {
          const [a, b] = couples;
          const instance = new MatchingInstance(couples, [], resolveMatchingSettings(quick), onDate, 1, {
            sharedTables: [],
            restaurantRatings: [],
            reportedPairs: [{ a: b.id, b: a.id }],
          });
          const breaks = groupRuleBreaks(instance, [a.id, b.id]);
          expect(breaks).toContainEqual({ rule: 'reported_pair', pair: [a.id, b.id] });
          expect(breaks.map((x) => x.rule)).not.toContain('past_rating');
        },
      ),
      { numRuns: 20 },
    );
  });
});
