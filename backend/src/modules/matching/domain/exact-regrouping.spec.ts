import { couple, restaurant } from '../../../../test/matching/matching-arbitraries';
import { SharedTable } from './dining-history';
import { bestRegrouping, EXACT_REGROUPING_LIMIT } from './exact-regrouping';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings } from './matching-parameters';

const onDate = new Date('2026-11-27T00:00:00Z');
const met = (a: string, b: string): SharedTable => ({ a, b, date: '2026-11-20', ratingByA: null, ratingByB: null });

// Two clusters of look-alike couples that each shared a table last week, and one couple of neither.
const italian = ['c1', 'c2', 'c3'].map((id) => couple(id, { cuisineTypes: ['Italian'], diningVibe: ['Relaxed & Casual'] }));
const thai = ['c4', 'c5', 'c6'].map((id) => couple(id, { cuisineTypes: ['Thai'], diningVibe: ['Vibrant & Social'], planningStyle: 'Spontaneous' }));
const loner = couple('c7', { lifeStagePreference: 'Navigating parenthood' });
const instance = new MatchingInstance([...italian, ...thai, loner], [restaurant('r1')], resolveMatchingSettings(), onDate, 1, {
  sharedTables: [met('c1', 'c2'), met('c1', 'c3'), met('c2', 'c3'), met('c4', 'c5'), met('c4', 'c6'), met('c5', 'c6')],
  restaurantRatings: [],
});
const everyone = [0, 1, 2, 3, 4, 5, 6];
const lastWeeksTables = [
  [0, 1, 2],
  [3, 4, 5, 6],
];

/** Every way to split the couples into groups (a group of one: that couple unmatched), by brute force. */
function partitions(couples: number[]): number[][][] {
  if (couples.length === 0) return [[]];
  const [first, ...rest] = couples;
  return partitions(rest).flatMap((partition) => [
    [[first], ...partition],
    ...partition.map((block, b) => partition.map((other, o) => (o === b ? [first, ...other] : other))),
  ]);
}
const bruteForceBest = Math.max(...partitions(everyone).map((p) => instance.objective(p.filter((block) => block.length > 1))));

describe('bestRegrouping', () => {
  it('finds the grouping of highest objective, the one brute force finds among all 877 ways', () => {
    expect(partitions(everyone)).toHaveLength(877);
    const regrouping = bestRegrouping(instance, everyone, instance.objective(lastWeeksTables), 100_000)!;
    expect(instance.objective(regrouping)).toBeCloseTo(bruteForceBest, 6);
    expect(regrouping.flat().sort()).toEqual(everyone);
    // No pair of last week's tables together again.
    for (const group of regrouping) expect(group.filter((i) => i < 3).length <= 1 && group.filter((i) => i >= 3 && i < 6).length <= 1).toBe(true);
  });

  it('answers null when no grouping beats the given total', () => {
    expect(bestRegrouping(instance, everyone, bruteForceBest, 100_000)).toBeNull();
  });

  it('regroups only the couples it is given, in groups of the allowed sizes', () => {
    const regrouping = bestRegrouping(instance, [0, 1, 3, 4], instance.objective([[0, 1, 3, 4]]), 100_000)!;
    expect(regrouping.map((g) => [...g].sort()).sort()).toEqual([
      [0, 3],
      [1, 4],
    ]);
  });

  it('gives up after its node limit, and takes no more couples than fit its bits', () => {
    expect(bestRegrouping(instance, everyone, instance.objective(lastWeeksTables), 1)).toBeNull();
    const many = Array.from({ length: EXACT_REGROUPING_LIMIT + 1 }, (_, n) => n);
    expect(bestRegrouping(instance, many, -Infinity, 100_000)).toBeNull();
  });
});
