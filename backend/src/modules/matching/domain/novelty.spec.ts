import { couple, restaurant } from '../../../../test/matching/matching-arbitraries';
import { DiningHistory, SharedTable } from './dining-history';
import { formGroupsByRules } from './group-formation';
import { groupingProblems } from './grouping-validation';
import { MatchCouple } from './match-couple';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings, StoredMatchingParameter } from './matching-parameters';
import { analysePair } from './pair-analysis';
import { PairMemory } from './pair-memory';

const onDate = new Date('2026-11-27T00:00:00Z');
const param = (name: string, value: number): StoredMatchingParameter => ({ name, value: String(value), dataType: 'integer' });
const pairsOnly = [param('min_group_size', 2), param('target_group_size', 2), param('max_group_size', 2)];
const met = (a: string, b: string, date = '2026-11-20', ratingByA: number | null = null, ratingByB: number | null = null): SharedTable => ({
  a,
  b,
  date,
  ratingByA,
  ratingByB,
});
const history = (...sharedTables: SharedTable[]): DiningHistory => ({ sharedTables, restaurantRatings: [] });

function solve(couples: MatchCouple[], past: DiningHistory, parameters: StoredMatchingParameter[] = []) {
  const instance = new MatchingInstance(couples, [restaurant('r1')], resolveMatchingSettings(parameters), onDate, 7, past);
  const grouping = formGroupsByRules(instance, 7, () => 0);
  expect(
    groupingProblems(
      instance,
      grouping.groups.map((g) => g.coupleIds),
    ),
  ).toEqual([]);
  return grouping;
}

const together = (groups: { coupleIds: string[] }[], a: string, b: string) => groups.some((g) => g.coupleIds.includes(a) && g.coupleIds.includes(b));

describe('new faces', () => {
  // Two clusters of look-alike couples: without memory the engine seats each cluster together.
  const italian = ['c1', 'c2', 'c3'].map((id) => couple(id, { cuisineTypes: ['Italian'], diningVibe: ['Relaxed & Casual'], communicationStyle: 'Good flow' }));
  const thai = ['c4', 'c5', 'c6'].map((id) =>
    couple(id, { cuisineTypes: ['Thai'], diningVibe: ['Vibrant & Social'], planningStyle: 'Spontaneous', lifeStagePreference: 'Navigating parenthood' }),
  );
  const lastWeek = history(met('c1', 'c2'), met('c1', 'c3'), met('c2', 'c3'), met('c4', 'c5'), met('c4', 'c6'), met('c5', 'c6'));

  it('never seats a pair together again when a grouping without repeats exists, even at a lower score', () => {
    const forgetful = solve([...italian, ...thai], history());
    expect(forgetful.groups.map((g) => g.coupleIds).sort()).toEqual([
      ['c1', 'c2', 'c3'],
      ['c4', 'c5', 'c6'],
    ]);

    const remembering = solve([...italian, ...thai], lastWeek);
    expect(remembering.unmatched).toEqual([]);
    for (const t of lastWeek.sharedTables) expect(together(remembering.groups, t.a, t.b)).toBe(false);
    for (const g of remembering.groups) expect(g.reasoning).not.toContain('Seated together again');
  });

  it('keeps repeats to the minimum when none can be avoided, seats everyone and names each repeat', () => {
    const four = ['c1', 'c2', 'c3', 'c4'].map((id) => couple(id, id === 'c1' ? {} : { label: `Couple ${id}` }));
    // c1 has met everyone: any pairing repeats exactly one pair.
    const grouping = solve(four, history(met('c1', 'c2', '2026-11-06'), met('c1', 'c3', '2026-11-13'), met('c1', 'c4', '2026-11-20')), pairsOnly);
    expect(grouping.unmatched).toEqual([]);
    const withC1 = grouping.groups.find((g) => g.coupleIds.includes('c1'))!;
    const other = withC1.coupleIds.find((id) => id !== 'c1')!;
    const date = { c2: 'Nov 06, 2026', c3: 'Nov 13, 2026', c4: 'Nov 20, 2026' }[other];
    expect(withC1.reasoning).toContain(
      `Seated together again, as no grouping without this repeat was found: c1 and Couple ${other} (dined together on ${date}).`,
    );
    const rest = grouping.groups.find((g) => !g.coupleIds.includes('c1'))!;
    expect(rest.reasoning).not.toContain('Seated together again');
  });

  it('seats a couple that has met everyone in a group of two, the only repeat, with groups of two to four', () => {
    const seven = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((id) => couple(id));
    // c1's repeat is unavoidable (the search runs no wide round around it); fewer than one repeat is impossible, more would be avoidable.
    const grouping = solve(seven, history(...['c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((other) => met('c1', other))));
    expect(grouping.unmatched).toEqual([]);
    const withC1 = grouping.groups.find((g) => g.coupleIds.includes('c1'))!;
    expect(withC1.coupleIds).toHaveLength(2);
    expect(withC1.reasoning).toContain('Seated together again');
    for (const g of grouping.groups.filter((g) => g !== withC1)) expect(g.reasoning).not.toContain('Seated together again');
  });

  it('seats couples with one new face left with it first, before groups of the target size take them', () => {
    const seven = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((id) => couple(id));
    // c1 and c2 met, and each met three more: c1's one new face is c3, c2's is c4. Grown after the others, both were left
    // over, their new faces taken, and the two sat together again.
    const past = history(...['c2', 'c4', 'c5', 'c6', 'c7'].map((other) => met('c1', other)), ...['c3', 'c5', 'c6', 'c7'].map((other) => met('c2', other)));
    // No rounds after the first construction and its descent (as when a large dinner's time budget ends them early).
    const grouping = solve(seven, past, [param('search_effort', 0)]);
    expect(grouping.unmatched).toEqual([]);
    expect(grouping.groups.map((g) => g.coupleIds).sort()).toEqual([
      ['c1', 'c3'],
      ['c2', 'c4'],
      ['c5', 'c6', 'c7'],
    ]);
    for (const g of grouping.groups) expect(g.reasoning).not.toContain('Seated together again');
  });

  it('seats couples with two new faces left, who met each other, with one of them first, before groups of the target size take both', () => {
    // c1 and c2 fit the others least: the others grew groups of three without them first.
    const ten = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10'].map((id) =>
      couple(id, ['c1', 'c2'].includes(id) ? { cuisineTypes: ['Thai'], diningVibe: ['Vibrant & Social'], planningStyle: 'Spontaneous' } : {}),
    );
    // c1 met everyone but c3 and c4, who met each other; c2 everyone but c5 and c6, likewise. Grown after the others had
    // taken their new faces, the two sat together again (bench:season, 600 couples, week 8).
    const everyoneBut = (id: string, fresh: string[]) => ten.filter((c) => c.id !== id && !fresh.includes(c.id)).map((c) => met(id, c.id));
    const past = history(...everyoneBut('c1', ['c3', 'c4']), ...everyoneBut('c2', ['c1', 'c5', 'c6']), met('c3', 'c4'), met('c5', 'c6'));
    const grouping = solve(ten, past, [param('search_effort', 0)]);
    expect(grouping.unmatched).toEqual([]);
    expect(grouping.groups.map((g) => g.coupleIds).sort()).toEqual([
      ['c1', 'c3'],
      ['c2', 'c5'],
      ['c4', 'c6', 'c7'],
      ['c8', 'c9', 'c10'],
    ]);
    for (const g of grouping.groups) expect(g.reasoning).not.toContain('Seated together again');
  });

  it('never seats a pair where either side rated the other 2 or less, whatever the window', () => {
    const four = ['c1', 'c2', 'c3', 'c4'].map((id) => couple(id));
    const past = history(
      met('c1', 'c2', '2025-01-10', 4, 2),
      met('c1', 'c3', '2025-02-10', 1, null),
      met('c1', 'c4', '2025-03-10', null, 2),
      met('c2', 'c3', '2026-11-20'),
    );
    const grouping = solve(four, past, [...pairsOnly, param('novelty_window_dinners', 1)]);
    expect(grouping.unmatched.map((u) => u.id)).toContain('c1');
    expect(grouping.groups).toHaveLength(1);
    expect(together(grouping.groups, 'c2', 'c3')).toBe(false);
  });
});

describe('seated together again ("see you again")', () => {
  const four = ['c1', 'c2', 'c3', 'c4'].map((id) => couple(id));

  it('seats a pair that both asked together again, though they met, and names no repeat', () => {
    const past = { ...history(met('c1', 'c2'), met('c1', 'c3')), seatTogether: [{ a: 'c2', b: 'c1' }] };
    const grouping = solve(four, past, pairsOnly);
    expect(grouping.unmatched).toEqual([]);
    expect(together(grouping.groups, 'c1', 'c2')).toBe(true);
    for (const g of grouping.groups) expect(g.reasoning).not.toContain('Seated together again, as no grouping');
    expect(grouping.groups.find((g) => g.coupleIds.includes('c1'))!.reasoning).toContain(
      'Seated together again as both couples asked ("see you again"): c1 and c2.',
    );
    expect(together(solve(four, history(met('c1', 'c2'), met('c1', 'c3')), pairsOnly).groups, 'c1', 'c2')).toBe(false);
  });

  it('counteracts the novelty rule for those pairs only: another repeat still goes first', () => {
    const past = { ...history(met('c1', 'c2'), met('c3', 'c4')), seatTogether: [{ a: 'c1', b: 'c2' }] };
    const grouping = solve(four, past, pairsOnly);
    expect(grouping.unmatched).toEqual([]);
    expect(together(grouping.groups, 'c3', 'c4')).toBe(false);
    expect(together(grouping.groups, 'c1', 'c2')).toBe(false);
  });

  it("keeps the pair among each other's candidates in a city too large to score every pair", () => {
    const italians = Array.from({ length: 10 }, (_, n) => couple(`i${n}`, { cuisineTypes: ['Italian'], diningVibe: ['Relaxed & Casual'] }));
    const thai = couple('t1', {
      cuisineTypes: ['Thai'],
      diningVibe: ['Vibrant & Social'],
      planningStyle: 'Spontaneous',
      lifeStagePreference: 'Navigating parenthood',
    });
    const couples = [thai, ...italians];
    const large = resolveMatchingSettings([param('all_pairs_city_limit', 2), param('neighbour_count', 4)]);
    const candidates = (past: DiningHistory) => new MatchingInstance(couples, [restaurant('r1')], large, onDate, 7, past).graph.neighbours;
    const last = couples.length - 1;
    expect(candidates(history())[last]).not.toContain(0);
    const wished = candidates({ ...history(met('t1', 'i9')), seatTogether: [{ a: 't1', b: 'i9' }] });
    expect(wished[last]).toContain(0);
    expect(wished[0]).toContain(last);
  });

  it('never overrides a rating of 2 or less', () => {
    const past = { ...history(met('c1', 'c2', '2026-11-20', 2, 5)), seatTogether: [{ a: 'c1', b: 'c2' }] };
    expect(together(solve(four, past, pairsOnly).groups, 'c1', 'c2')).toBe(false);
  });
});

describe('PairMemory', () => {
  const ids = new Map(['c1', 'c2', 'c3', 'c4', 'c5'].map((id, i) => [id, i]));
  const settings = (windowDinners: number) => ({ ...resolveMatchingSettings().novelty, windowDinners });

  it("counts a meeting as a repeat within either couple's last window dinners, and the whole history by default", () => {
    const past = history(met('c1', 'c2', '2026-11-06'), met('c1', 'c3', '2026-11-13'), met('c2', 'c4', '2026-11-13'), met('c3', 'c5', '2026-11-20'));
    expect(new PairMemory(ids, past, settings(0)).isRepeat(0, 1)).toBe(true);
    const one = new PairMemory(ids, past, settings(1));
    expect(one.isRepeat(0, 1)).toBe(false); // both have dined since
    expect(one.isRepeat(0, 2)).toBe(true); // c1's last dinner
    expect(one.isRepeat(2, 4)).toBe(true);
    expect(new PairMemory(ids, past, settings(2)).isRepeat(0, 1)).toBe(true);
    expect(one.hasRecentPairs).toBe(true);
  });

  it('turns ratings into objective points outside the window, and a rating of 2 or less into a veto', () => {
    const past = history(
      met('c1', 'c2', '2026-10-01', 5, 5),
      met('c1', 'c3', '2026-10-01', 3, 2),
      met('c1', 'c4', '2026-11-20'),
      met('c2', 'c5', '2026-11-20'),
    );
    const memory = new PairMemory(ids, past, { windowDinners: 1, repeatPairPenalty: 300, coupleRatingWeight: 10, seatTogetherBonus: 60 });
    expect(memory.term(0, 1)).toBe(20);
    expect(memory.term(1, 0)).toBe(20);
    expect(memory.vetoed(0, 2)).toBe(true);
    expect(memory.vetoed(0, 1)).toBe(false);
    expect(memory.term(0, 3)).toBe(-300);
    expect(memory.term(1, 2)).toBe(0);
    expect(memory.datesTogether(3, 0)).toEqual(['2026-11-20']);
    expect(new PairMemory(ids, history(), settings(0)).active).toBe(false);
  });

  // Up to 4,096 couples the candidate graph marks the pairs that met; beyond, each pair's term is looked up in the memory.
  it.each([
    ['marked in the candidate graph', 0],
    ['looked up, beyond the couples whose every score is kept', 4_100],
  ])("adds each pair's remembered term to a group's value, and nothing for a pair that never met (%s)", (_, elsewhere) => {
    const many = Array.from({ length: 40 }, (_, n) => couple(`c${n + 1}`, { cuisineTypes: ['Italian'] }));
    // Couples in other towns (no restaurant there): they only make the dinner larger.
    const others = Array.from({ length: elsewhere }, (_, n) => couple(`o${n + 1}`, { city: `Town ${n % 41}` }));
    // c1, c40, c34 and c35 dined again since their first meeting: those are outside the one-dinner window.
    const since = ['c1', 'c40', 'c34', 'c35'].map((id, n) => met(id, `c${20 + n}`));
    const past = history(met('c1', 'c40', '2026-10-01', 5, 5), met('c33', 'c2'), met('c34', 'c35', '2026-10-01', 3, 4), ...since);
    const parameters = [param('novelty_window_dinners', 1), param('repeat_pair_penalty', 300), param('couple_rating_weight', 10)];
    const remembering = new MatchingInstance([...many, ...others], [restaurant('r1')], resolveMatchingSettings(parameters), onDate, 7, past);
    const forgetting = new MatchingInstance([...many, ...others], [restaurant('r1')], resolveMatchingSettings(parameters), onDate, 7);
    expect(remembering.graph.marksPairs).toBe(elsewhere === 0);
    const gain = (members: number[]) => remembering.groupValue(members) - forgetting.groupValue(members);
    expect(gain([0, 39, 5])).toBeCloseTo(20);
    expect(gain([32, 1, 6])).toBeCloseTo(-300);
    expect(gain([33, 34])).toBeCloseTo(5);
    expect(gain([2, 3, 4, 5])).toBe(0);
    // The scores themselves are the same, marked or not.
    expect(remembering.groupScore([0, 39, 5])).toBe(forgetting.groupScore([0, 39, 5]));
    expect(remembering.graph.score(0, 39)).toBe(forgetting.graph.score(0, 39));
  });

  it('gives a pair that asked to be seated together the bonus instead of the repeat penalty', () => {
    const past = { ...history(met('c1', 'c2', '2026-11-20', 4, 4), met('c1', 'c3')), seatTogether: [{ a: 'c2', b: 'c1' }] };
    const memory = new PairMemory(ids, past, { windowDinners: 0, repeatPairPenalty: 300, coupleRatingWeight: 10, seatTogetherBonus: 60 });
    expect(memory.term(0, 1)).toBe(70);
    expect(memory.isRepeat(0, 1)).toBe(false);
    expect(memory.seatTogether(1, 0)).toBe(true);
    expect(memory.isRepeat(0, 2)).toBe(true);
    expect(memory.term(0, 2)).toBe(-300);
  });
});

describe('compatibility analysis', () => {
  it('says when the two couples dined together', () => {
    const analysis = analysePair(couple('c1'), couple('c2'), resolveMatchingSettings(), onDate, ['2026-11-20', '2026-10-02']);
    expect(analysis.reasons[0]).toBe('dined together on Oct 02, 2026 and Nov 20, 2026');
    expect(analysis.reasoning.startsWith('Dined together on Oct 02, 2026 and Nov 20, 2026. ')).toBe(true);
    expect(analysePair(couple('c1'), couple('c2'), resolveMatchingSettings(), onDate).reasons[0]).not.toContain('dined together');
  });
});
