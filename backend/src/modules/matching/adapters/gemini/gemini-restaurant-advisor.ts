import type * as GenAi from '@google/genai' with { 'resolution-mode': 'import' };
import type { GroupDemand } from '../../../restaurants';
import { AiRestaurantAdvice, AiRestaurantAdvisor } from '../../application/ai-restaurant-advisor';
import { MatchRestaurant } from '../../application/city-restaurants';
import { GeminiOptions } from './gemini-ai-matcher';
import { InvalidAiAnswerError } from './gemini-answer';

// The SDK ships a CommonJS build for require() but declares its types as ESM only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GoogleGenAI } = require('@google/genai') as typeof GenAi;

const ADVICE_SCHEMA = {
  type: 'object',
  properties: { restaurant: { type: 'string', description: 'The reference (R1, R2, ...) of the chosen restaurant' }, reasoning: { type: 'string' } },
  required: ['restaurant', 'reasoning'],
};

/**
 * The 'Get AI Suggestion' action on Gemini: the group's needs (no couple, name or id) and the
 * candidates under references R1, R2, ... (no names or addresses); the answer names one.
 */
export class GeminiRestaurantAdvisor extends AiRestaurantAdvisor {
  readonly enabled = true;
  private readonly client: GenAi.GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    super();
    this.client = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl, retryOptions: { attempts: 1 } } });
  }

  async advise(demand: GroupDemand, candidates: MatchRestaurant[], timeoutMs: number): Promise<AiRestaurantAdvice> {
    const refs = candidates.map((restaurant, n) => ({ ref: `R${n + 1}`, restaurant }));
    const prompt = [
      "Choose the restaurant that best suits this dinner group. Every candidate already meets the group's dietary needs, price range and party size.",
      `Group: ${JSON.stringify({ couples: demand.groupSize, people: demand.partySize, cuisines_wanted: demand.cuisineTypes, atmosphere_wanted: demand.atmosphere, dietary_needs: demand.dietaryAccommodations, price_ranges: demand.priceRanges })}`,
      `Candidates: ${JSON.stringify(refs.map(({ ref, restaurant: r }) => ({ ref, cuisines: r.cuisineTypes, price_range: r.priceRange, vibe: r.diningVibeTags, rating: r.avgRating, dietary: r.dietaryAccommodations })))}`,
      'Answer with the chosen reference and one or two sentences of reasoning.',
    ].join('\n');
    const response = await this.client.models.generateContent({
      model: this.options.model,
      contents: prompt,
      config: {
        responseMimeType: 'application/json',
        responseJsonSchema: ADVICE_SCHEMA,
        temperature: 0.2,
        httpOptions: { timeout: timeoutMs },
        abortSignal: AbortSignal.timeout(timeoutMs),
      },
    });
    let answer: { restaurant?: unknown; reasoning?: unknown };
    try {
      answer = JSON.parse(response.text ?? '') as typeof answer;
    } catch {
      throw new InvalidAiAnswerError('the answer is not JSON');
    }
    const chosen = refs.find(({ ref }) => ref === String(answer.restaurant ?? '').trim());
    if (!chosen) throw new InvalidAiAnswerError(`the answer names unknown restaurant ${String(answer.restaurant)}`);
    return { restaurantId: chosen.restaurant.id, reasoning: typeof answer.reasoning === 'string' ? answer.reasoning : '' };
  }
}
