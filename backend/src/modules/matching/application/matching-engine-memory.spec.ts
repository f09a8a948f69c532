import { couple, restaurant } from '../../../../test/matching/matching-arbitraries';
import { DefaultMatchingConfigSource } from '../adapters/defaults/default-matching-config.source';
import { AiMatcher, AiProposal } from './ai-matcher';
import { MatchingEngine } from './matching-engine';

const onDate = new Date('2026-11-27T00:00:00Z');

/** An AI that knows nothing of past dinners and seats c1 with c2 again. */
class ForgetfulAi extends AiMatcher {
  readonly enabled = true;
  readonly model = 'stand-in';
  async propose(): Promise<AiProposal> {
    return {
      groups: [
        { coupleIds: ['c1', 'c2'], reasoning: 'Old friends.' },
        { coupleIds: ['c3', 'c4'], reasoning: 'New.' },
      ],
      reasoning: 'r',
      model: 'stand-in',
    };
  }
}

describe('the engine with a history', () => {
  const pairsOnly = ['min_group_size', 'target_group_size', 'max_group_size'].map((name) => ({ name, value: '2', dataType: 'integer' as const }));
  const request = {
    couples: ['c1', 'c2', 'c3', 'c4'].map((id) => couple(id)),
    restaurants: [restaurant('r1'), restaurant('r2')],
    seed: 1,
    onDate,
    parameters: pairsOnly,
    history: {
      sharedTables: [{ a: 'c1', b: 'c2', date: '2026-11-20', ratingByA: 4, ratingByB: null }],
      restaurantRatings: [{ coupleId: 'c3', restaurantId: 'r1', rating: 1 }],
    },
  };
  const together = (groups: { coupleIds: string[] }[], a: string, b: string) => groups.some((g) => g.coupleIds.includes(a) && g.coupleIds.includes(b));

  it('falls back to the rules-based engine when the AI seats again a pair that met before', async () => {
    const outcome = await new MatchingEngine(new DefaultMatchingConfigSource(), new ForgetfulAi(), { now: () => onDate }).run({ ...request, useAi: true });
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toBe(
      'AI answer rejected (it seats again couples who met before: c1 and c2 (dined together on Nov 20, 2026)); rules-based matching used.',
    );
    expect(together(outcome.groups, 'c1', 'c2')).toBe(false);
  });

  it('never sends a couple to a restaurant it rated 2 or less', async () => {
    const outcome = await new MatchingEngine(new DefaultMatchingConfigSource(), new ForgetfulAi(), { now: () => onDate }).run(request);
    const c3 = outcome.groups.find((g) => g.coupleIds.includes('c3'))!;
    expect(c3.restaurantId).toBe('r2');
  });
});
