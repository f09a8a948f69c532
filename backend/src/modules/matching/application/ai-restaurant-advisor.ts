import { GroupDemand } from '../../restaurants';
import { MatchRestaurant } from './city-restaurants';

export interface AiRestaurantAdvice {
  restaurantId: string;
  reasoning: string;
}

/**
 * Port: an AI that picks a restaurant for a group from candidates that already pass the
 * hard rules (DECISIONS item 14). Only the group's anonymised needs and the candidates'
 * restaurant fields are sent; the answer is checked to be one of the candidates.
 */
export abstract class AiRestaurantAdvisor {
  abstract readonly enabled: boolean;
  abstract advise(demand: GroupDemand, candidates: MatchRestaurant[], timeoutMs: number): Promise<AiRestaurantAdvice>;
}

export class NoAiRestaurantAdvisor extends AiRestaurantAdvisor {
  readonly enabled = false;

  advise(): Promise<AiRestaurantAdvice> {
    return Promise.reject(new Error('No AI is configured.'));
  }
}
