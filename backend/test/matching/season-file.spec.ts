import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InstanceFormatError, parseInstance } from '../../scripts/matching/instance-format';
import { DefaultMatchingConfigSource, MatchingEngine, NoAiMatcher } from '../../src/modules/matching';
import { SystemClock } from '../../src/platform/clock/clock';

/** The command line's file format with a history (docs/matching.md), on the sample season file. */
describe('matching:solve season file', () => {
  const season = () => JSON.parse(readFileSync(join(__dirname, '../../../docs/matching-sample-season.json'), 'utf8'));

  it('reads history, restaurant_ratings and seat_together exactly as documented', () => {
    const parsed = parseInstance({
      ...season(),
      history: [
        { a: 'c1', b: 'c7', date: '2026-11-20', rating_by_a: 4, rating_by_b: 2 },
        { a: 'c2', b: 'c3', date: '2026-11-13' },
      ],
      restaurant_ratings: [{ couple: 'c1', restaurant: 'r3', rating: 2 }],
      seat_together: [{ a: 'c4', b: 'c5' }],
    });
    expect(parsed.history).toEqual({
      sharedTables: [
        { a: 'c1', b: 'c7', date: '2026-11-20', ratingByA: 4, ratingByB: 2 },
        { a: 'c2', b: 'c3', date: '2026-11-13', ratingByA: null, ratingByB: null },
      ],
      restaurantRatings: [{ coupleId: 'c1', restaurantId: 'r3', rating: 2 }],
      seatTogether: [{ a: 'c4', b: 'c5' }],
    });
    expect(parseInstance({ ...season(), history: undefined, restaurant_ratings: undefined }).history).toEqual({
      sharedTables: [],
      restaurantRatings: [],
      seatTogether: [],
    });
  });

  it.each([
    [{ history: [{ a: 'c1', b: 'c1', date: '2026-11-20' }] }, 'history[0]: a and b are the same couple'],
    [{ history: [{ a: 'c1', b: 'c2', date: '20/11/2026' }] }, 'history[0].date must be YYYY-MM-DD'],
    [{ history: [{ a: 'c1', b: 'c2', date: '2026-11-20', rating_by_b: 6 }] }, 'history[0].rating_by_b must be a whole number from 1 to 5'],
    [{ restaurant_ratings: [{ couple: 'c1', restaurant: 'r1' }] }, 'restaurant_ratings[0].rating must be a whole number from 1 to 5'],
    [{ history: {} }, 'history must be a list'],
    [{ seat_together: [{ a: 'c1', b: 'c1' }] }, 'seat_together[0] needs two different couple ids a and b'],
    [{ seat_together: {} }, 'seat_together must be a list'],
  ])('refuses a bad history (%j)', (bad, message) => {
    expect(() => parseInstance({ ...season(), ...bad })).toThrow(new InstanceFormatError(message));
  });

  it('solves the sample season: only named repeats, no pair or restaurant rated 2 or less', async () => {
    const input = parseInstance(season());
    const outcome = await new MatchingEngine(new DefaultMatchingConfigSource(), new NoAiMatcher(), new SystemClock()).run({
      ...input,
      parameters: [
        ...input.parameters,
        { name: 'search_time_budget_ms', value: '600000', dataType: 'integer' },
        { name: 'solve_time_limit_ms', value: '600000', dataType: 'integer' },
      ],
    });
    const met = new Map(input.history.sharedTables.map((t) => [[t.a, t.b].sort().join('|'), t]));
    for (const g of outcome.groups) {
      for (const [x, a] of g.coupleIds.entries()) {
        for (const b of g.coupleIds.slice(x + 1)) {
          const past = met.get([a, b].sort().join('|'));
          if (!past) continue;
          expect(g.reasoning).toContain(`${a} and ${b} (dined together on`);
          expect(Math.min(past.ratingByA ?? 5, past.ratingByB ?? 5)).toBeGreaterThan(2);
        }
      }
      const lowRated = input.history.restaurantRatings.filter((r) => r.rating <= 2 && g.coupleIds.includes(r.coupleId)).map((r) => r.restaurantId);
      expect(lowRated).not.toContain(g.restaurantId);
    }
  });
});
