import { MatchCouple } from '../domain/match-couple';
import { Venue } from '../domain/venues';

export interface AiMatchingRequest {
  couples: MatchCouple[];
  venues: Venue[];
  /** The dinner date: ages are computed on it. */
  onDate: Date;
  minGroupSize: number;
  targetGroupSize: number;
  maxGroupSize: number;
  timeoutMs: number;
}

export interface AiProposedGroup {
  coupleIds: string[];
  reasoning: string;
}

export interface AiProposal {
  groups: AiProposedGroup[];
  /** The model's overall reasoning, recorded with the run. */
  reasoning: string;
  model: string;
}

/**
 * Port: an AI that proposes groups. The engine validates every proposal against the
 * hard constraints and falls back to rules-based matching when it fails or is invalid.
 */
export abstract class AiMatcher {
  /** False when no AI is configured (no GEMINI_API_KEY): matching is rules-based only. */
  abstract readonly enabled: boolean;
  /** The model asked, or null without an AI. */
  abstract readonly model: string | null;
  abstract propose(request: AiMatchingRequest): Promise<AiProposal>;
}

/** The stand-in when no AI is configured. */
export class NoAiMatcher extends AiMatcher {
  readonly enabled = false;
  readonly model = null;

  propose(): Promise<AiProposal> {
    return Promise.reject(new Error('No AI matching is configured.'));
  }
}
