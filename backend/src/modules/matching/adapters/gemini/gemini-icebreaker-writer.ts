import type * as GenAi from '@google/genai' with { 'resolution-mode': 'import' };
import { IcebreakerRequest, IcebreakerWriter } from '../../application/icebreaker-writer';
import { MAX_ICEBREAKER_LENGTH, MAX_ICEBREAKERS, MIN_ICEBREAKERS } from '../../domain/icebreakers';
import { GeminiOptions } from './gemini-ai-matcher';
import { InvalidAiAnswerError } from './gemini-answer';

// The SDK ships a CommonJS build for require() but declares its types as ESM only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GoogleGenAI } = require('@google/genai') as typeof GenAi;

export const ICEBREAKER_SCHEMA = {
  type: 'object',
  properties: {
    icebreakers: { type: 'array', minItems: MIN_ICEBREAKERS, maxItems: MAX_ICEBREAKERS, items: { type: 'string', maxLength: MAX_ICEBREAKER_LENGTH } },
  },
  required: ['icebreakers'],
} as const;

/**
 * A group's conversation starters on Gemini. The model sees the couples' tastes only
 * (cuisines, travel wishes, interests, dining vibe, stage of life), never a name, email or id.
 */
export class GeminiIcebreakerWriter extends IcebreakerWriter {
  readonly enabled = true;
  private readonly client: GenAi.GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    super();
    this.client = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl, retryOptions: { attempts: 1 } } });
  }

  async write(request: IcebreakerRequest): Promise<unknown> {
    const prompt = [
      'Write conversation starters for a table of couples who meet for the first time at a surprise dinner.',
      `Write ${MIN_ICEBREAKERS} to ${MAX_ICEBREAKERS} warm, open questions, each one sentence of at most ${MAX_ICEBREAKER_LENGTH} characters, drawn from what the couples share;`,
      'no names, nothing about money, politics or religion, nothing anyone could find intrusive.',
      'Answer with JSON only: {"icebreakers": ["...", "..."]}.',
      `Shared by two couples or more: ${JSON.stringify(request.shared.map((t) => ({ kind: t.kind, value: t.value, couples: t.couples })))}`,
      `Couples: ${JSON.stringify(request.couples.map((c) => ({ cuisines: c.cuisines, travel_destinations: c.travelDestinations, interests: c.interests, dining_vibe: c.diningVibes, life_stage: c.lifeStage })))}`,
    ].join('\n');
    const response = await this.client.models.generateContent({
      model: this.options.model,
      contents: prompt,
      config: {
        responseMimeType: 'application/json',
        responseJsonSchema: ICEBREAKER_SCHEMA,
        temperature: 0.7,
        httpOptions: { timeout: request.timeoutMs },
        abortSignal: AbortSignal.timeout(request.timeoutMs),
      },
    });
    let answer: unknown;
    try {
      answer = JSON.parse(response.text ?? '');
    } catch {
      throw new InvalidAiAnswerError('the answer is not JSON');
    }
    return (answer as { icebreakers?: unknown } | null)?.icebreakers;
  }
}
