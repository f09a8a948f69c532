import { CoupleTraits, SharedTrait } from '../domain/icebreakers';

/** What the model is asked about one group: traits only, nothing that names a couple. */
export interface IcebreakerRequest {
  couples: CoupleTraits[];
  shared: SharedTrait[];
  timeoutMs: number;
}

/**
 * Port: an AI that writes a group's conversation starters. Its answer is checked by the
 * domain and replaced by the curated deck when it fails, is late or is invalid.
 */
export abstract class IcebreakerWriter {
  /** False when no AI is configured (no GEMINI_API_KEY): the deck writes them. */
  abstract readonly enabled: boolean;
  /** The model's starters, not yet checked. */
  abstract write(request: IcebreakerRequest): Promise<unknown>;
}

/** The stand-in when no AI is configured. */
export class NoIcebreakerWriter extends IcebreakerWriter {
  readonly enabled = false;

  write(): Promise<unknown> {
    return Promise.reject(new Error('No AI is configured.'));
  }
}
