import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mostSeatedWithoutRepeats, seatedWithoutRepeatsAtMost } from '../../scripts/matching/exact-grouping';
import { parseInstance } from '../../scripts/matching/instance-format';
import { DefaultMatchingConfigSource, MatchingEngine, NoAiMatcher } from '../../src/modules/matching';
import { MatchingInstance } from '../../src/modules/matching/domain/matching-instance';
import { resolveMatchingSettings } from '../../src/modules/matching/domain/matching-parameters';
import { SystemClock } from '../../src/platform/clock/clock';

/**
 * Week 4 of bench:season's 60-couple season, cut down to the 12 couples that still trap the
 * search of before (issue 22): two couples with few new faces among their candidates had
 * met, and the search kept them at one table, because splitting them needs more groups
 * rebuilt at once than a perturbation dissolved. A grouping without that repeat seats all 12.
 */
describe('an avoidable repeat', () => {
  const input = parseInstance(JSON.parse(readFileSync(join(__dirname, 'avoidable-repeat.season.json'), 'utf8')));

  it('is avoided: every couple seated, no pair that met seated together again', async () => {
    const outcome = await new MatchingEngine(new DefaultMatchingConfigSource(), new NoAiMatcher(), new SystemClock()).run(input);
    expect(outcome.unmatched).toEqual([]);
    const met = new Set(input.history.sharedTables.map((t) => [t.a, t.b].sort().join('|')));
    const repeats = outcome.groups.flatMap((g) =>
      g.coupleIds.flatMap((a, x) =>
        g.coupleIds
          .slice(x + 1)
          .filter((b) => met.has([a, b].sort().join('|')))
          .map((b) => `${a} & ${b}`),
      ),
    );
    expect(repeats).toEqual([]);
    for (const g of outcome.groups) expect(g.reasoning).not.toContain('Seated together again');
  });

  const instance = () =>
    new MatchingInstance(input.couples, input.restaurants, resolveMatchingSettings(input.parameters), input.onDate!, input.seed, input.history);

  it('had a grouping without repeats that seats everyone (proven by HiGHS)', async () => {
    expect(await mostSeatedWithoutRepeats(instance(), 100_000)).toBe(input.couples.length);
  });

  it("is not ruled out by bench:season's bound either (what a grouping without repeats seats at most: all 12)", async () => {
    expect(await seatedWithoutRepeatsAtMost(instance())).toBe(input.couples.length);
  });
});

/**
 * Week 12 of bench:season's 600-couple season, cut down to the 14 couples of the six groups
 * around the one repeat the search kept there: two couples that met, seated as a pair, where
 * seating every one of the 14 in groups of two avoids it. The search counted a group of
 * negative value (the repeat penalty) as 0, so a round that dissolved the pair looked 156
 * points worse than it was and was undone; and a random rebuild of six groups seldom finds
 * the one regrouping that changes all of them.
 */
describe('a repeat only a regrouping of six groups at once avoids', () => {
  const input = parseInstance(JSON.parse(readFileSync(join(__dirname, 'regrouped-repeat.season.json'), 'utf8')));
  const met = new Set(input.history.sharedTables.map((t) => [t.a, t.b].sort().join('|')));
  const repeatsOf = (outcome: { groups: { coupleIds: string[] }[] }) =>
    outcome.groups.flatMap((g) => g.coupleIds.flatMap((a, x) => g.coupleIds.slice(x + 1).filter((b) => met.has([a, b].sort().join('|')))));
  const engine = new MatchingEngine(new DefaultMatchingConfigSource(), new NoAiMatcher(), new SystemClock());

  it('is avoided: every couple seated, no pair that met seated together again', async () => {
    const outcome = await engine.run(input);
    expect(outcome.unmatched).toEqual([]);
    expect(repeatsOf(outcome)).toEqual([]);
  });

  it('is avoided within one round per couple: the six groups around the repeat regrouped exactly, at once', async () => {
    const outcome = await engine.run({ ...input, parameters: [...input.parameters, { name: 'search_effort', value: '1', dataType: 'integer' }] });
    expect(outcome.unmatched).toEqual([]);
    expect(repeatsOf(outcome)).toEqual([]);
    expect(outcome.groups.map((g) => g.coupleIds.length)).toEqual(Array(7).fill(2));
  });
});
