import fc from 'fast-check';
import { PairScoreTable } from './pair-score-table';

describe('PairScoreTable', () => {
  it('answers what a Map of the same pairs answers, through growing, in either order of the pair', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(49_999), fc.nat(49_999), fc.integer({ min: -1, max: 100 })), { maxLength: 3000 }), (writes) => {
        const size = 50_000;
        const table = new PairScoreTable(size, 10);
        const expected = new Map<string, number>();
        for (const [i, j, score] of writes) {
          if (i === j) continue;
          table.set(i, j, score);
          expected.set(`${Math.min(i, j)},${Math.max(i, j)}`, score);
        }
        for (const [i, j] of writes) {
          if (i === j) continue;
          expect(table.get(j, i, -2)).toBe(expected.get(`${Math.min(i, j)},${Math.max(i, j)}`));
        }
        expect(table.get(size - 1, size - 2, -2)).toBe(expected.get(`${size - 2},${size - 1}`) ?? -2);
      }),
    );
  });
});
