import fc from 'fast-check';
import { coupleArbitrary, restaurant } from '../../../../test/matching/matching-arbitraries';
import { GroupSearch } from './group-search';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings } from './matching-parameters';
import { SeededRandom } from './random';

const couples = fc.sample(fc.tuple(...Array.from({ length: 40 }, (_, i) => coupleArbitrary(`c${i + 1}`, ['Dublin']))), { numRuns: 1, seed: 11 })[0];
const instance = new MatchingInstance(couples, [restaurant('r1', { tables: 20 })], resolveMatchingSettings([]), new Date('2026-11-27T00:00:00Z'), 3);
/** No wall-time limit: only steps and rounds bound the search. */
const untimed = { budgetMs: Infinity, deadlineMs: Infinity, elapsedMs: () => 0 };
const search = (steps: number, rounds: number) => new GroupSearch(instance, new SeededRandom(3)).run({ steps, rounds, ...untimed });

describe('group search', () => {
  it('ends at its budget of local-search steps, however many rounds it may run', () => {
    expect(search(4_000, Number.MAX_SAFE_INTEGER)).toEqual(search(4_000, 1_000_000));
  });

  it('runs no round without steps to take', () => {
    expect(search(0, Number.MAX_SAFE_INTEGER)).toEqual(search(Number.MAX_SAFE_INTEGER, 0));
  });

  it('with more steps goes on from where fewer stopped, never to a worse grouping', () => {
    const first = instance.objective(search(0, Number.MAX_SAFE_INTEGER));
    const fewer = instance.objective(search(2_000, Number.MAX_SAFE_INTEGER));
    const more = instance.objective(search(8_000, Number.MAX_SAFE_INTEGER));
    expect(fewer).toBeGreaterThan(first);
    expect(more).toBeGreaterThanOrEqual(fewer);
  });
});
