import type * as GenAi from '@google/genai' with { 'resolution-mode': 'import' };
import { AiMatcher, AiMatchingRequest, AiProposal } from '../../application/ai-matcher';
import { anonymise, ANSWER_SCHEMA } from './anonymised-request';
import { readAnswer } from './gemini-answer';

// The SDK ships a CommonJS build for require() but declares its types as ESM only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GoogleGenAI } = require('@google/genai') as typeof GenAi;

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** Override of the API base URL (tests point it at a local stand-in). */
  baseUrl?: string;
}

/** AI matching on Gemini (`@google/genai`) with structured JSON output. */
export class GeminiAiMatcher extends AiMatcher {
  readonly enabled = true;
  readonly model: string;
  private readonly client: GenAi.GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    super();
    this.model = options.model;
    // No SDK retries: the engine has its own time limit and a rules-based fallback.
    this.client = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl, retryOptions: { attempts: 1 } } });
  }

  async propose(request: AiMatchingRequest): Promise<AiProposal> {
    const { prompt, idByRef } = anonymise(request);
    const response = await this.client.models.generateContent({
      model: this.options.model,
      contents: prompt,
      config: {
        responseMimeType: 'application/json',
        responseJsonSchema: ANSWER_SCHEMA,
        temperature: 0.2,
        httpOptions: { timeout: request.timeoutMs },
        abortSignal: AbortSignal.timeout(request.timeoutMs),
      },
    });
    const { groups, reasoning } = readAnswer(response.text, idByRef);
    return { groups, reasoning, model: this.options.model };
  }
}
