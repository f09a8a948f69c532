import { Clock } from '../../../platform/clock/clock';
import type { AssignableRestaurant } from '../../restaurants';
import { DiningHistory, NO_HISTORY } from '../domain/dining-history';
import { MatchCouple } from '../domain/match-couple';
import { MatchingSettings, resolveMatchingSettings, StoredMatchingParameter } from '../domain/matching-parameters';
import { placeKey } from '../domain/venue-vocabulary';
import { AiMatcher, AiProposal } from './ai-matcher';
import { withTimeout } from './with-timeout';
import { MatchingConfigSource } from './matching-config.source';
import { InProcessMatchingSolver, MatchingSolver } from './matching-solver';
import type { MatchingSolution } from './solve-matching';

export interface MatchingRequest {
  /** The couples booked for one dinner. */
  couples: MatchCouple[];
  /** The restaurants (of the dinner's city) with their tables for the night. */
  restaurants: AssignableRestaurant[];
  seed: number;
  /** The dinner date (ages are computed on it); default now. */
  onDate?: Date;
  /** Ask the AI first (when configured and enabled by ai_matching_enabled). */
  useAi?: boolean;
  /** Parameters overriding the stored ones (the command line's `config`). */
  parameters?: StoredMatchingParameter[];
  /** Past dinners: who shared a table (and how they rated each other), how couples rated restaurants. Default: none. */
  history?: DiningHistory;
  /** Return every candidate pair's score (the command line prints them); default true. A run stores none of them. */
  withPairScores?: boolean;
}

export type { MatchedGroup } from './solve-matching';

export type MatchingOutcome = Omit<MatchingSolution, 'aiRejection'> & {
  /** Why the AI was asked but not used (timeout, error, invalid answer); null otherwise. */
  aiFallbackReason: string | null;
  /** The model's overall reasoning when its grouping was used. */
  aiReasoning: string | null;
  /** The AI model asked, when it was asked (used or not). */
  aiModel: string | null;
};

/**
 * The matching engine: forms the groups of one dinner (AI first when asked, with the
 * rules-based engine as the fallback), then assigns restaurants and tables. It asks the AI
 * here and leaves the CPU-bound rest to the MatchingSolver (a worker thread in the app).
 * No Nest decorator (matching.module.ts builds it with a factory): `matching:solve` loads it
 * without the framework, whose loading was a tenth of that command's time.
 */
export class MatchingEngine {
  constructor(
    private readonly config: MatchingConfigSource,
    private readonly ai: AiMatcher,
    private readonly clock: Clock,
    private readonly solver: MatchingSolver = new InProcessMatchingSolver(),
  ) {}

  async run(request: MatchingRequest): Promise<MatchingOutcome> {
    const settings = resolveMatchingSettings([...(await this.config.storedParameters()), ...(request.parameters ?? [])]);
    const onDate = request.onDate ?? this.clock.now();
    let aiProposal: AiProposal | null = null;
    let aiFallbackReason: string | null = null;
    let aiModel: string | null = null;
    if (request.useAi && settings.aiMatchingEnabled && this.ai.enabled) {
      aiModel = this.ai.model;
      const attempt = await this.askAi(request, settings, onDate);
      if ('proposal' in attempt) aiProposal = attempt.proposal;
      else aiFallbackReason = attempt.fallback;
    }
    const { aiRejection, ...solution } = await this.solver.solve({
      couples: request.couples,
      restaurants: request.restaurants,
      settings,
      onDate,
      seed: request.seed,
      history: request.history ?? NO_HISTORY,
      aiProposal,
      withPairScores: request.withPairScores ?? true,
    });
    const aiUsed = solution.algorithm === 'gemini_ai';
    return { ...solution, aiFallbackReason: aiFallbackReason ?? aiRejection, aiReasoning: aiUsed ? aiProposal!.reasoning : null, aiModel };
  }

  private async askAi(request: MatchingRequest, settings: MatchingSettings, onDate: Date): Promise<{ proposal: AiProposal } | { fallback: string }> {
    const largest = largestCity(request.couples);
    if (largest > settings.allPairsCityLimit)
      return { fallback: `AI matching skipped: ${largest} couples are too many for one AI request; rules-based matching used.` };
    try {
      const proposal = await withTimeout(
        this.ai.propose({
          couples: request.couples,
          venues: request.restaurants,
          onDate,
          minGroupSize: settings.minGroupSize,
          targetGroupSize: settings.targetGroupSize,
          maxGroupSize: settings.maxGroupSize,
          timeoutMs: settings.aiTimeoutMs,
        }),
        settings.aiTimeoutMs,
      );
      return { proposal };
    } catch (error) {
      return { fallback: `AI matching failed (${error instanceof Error ? error.message : String(error)}); rules-based matching used.` };
    }
  }
}

/** The most couples booked in one city (the engine matches each city on its own). */
function largestCity(couples: readonly MatchCouple[]): number {
  const counts = new Map<string, number>();
  for (const c of couples) {
    const key = placeKey(c.city, c.country);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}
