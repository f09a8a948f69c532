import { AiMatchingRequest } from '../../application/ai-matcher';
import { ageOn } from '../../domain/couple-features';

/**
 * What the model is sent: couples under neutral references (C1, C2, ...) with ages instead
 * of birth dates, and restaurants without names or addresses. No names, emails, phones or
 * ids leave the product; the references are mapped back to couple ids on the way in.
 */
export interface AnonymisedRequest {
  prompt: string;
  idByRef: ReadonlyMap<string, string>;
}

export function anonymise(request: AiMatchingRequest): AnonymisedRequest {
  const idByRef = new Map<string, string>();
  const couples = request.couples.map((c, n) => {
    const ref = `C${n + 1}`;
    idByRef.set(ref, c.id);
    return {
      ref,
      city: c.city,
      ages: c.people.map((p) => ageOn(p.dateOfBirth, request.onDate)),
      genders: c.people.map((p) => p.gender),
      life_stage: c.lifeStagePreference,
      age_preference: c.socialAgePreference,
      couple_type_preference: c.diverseCouplesPreference,
      communication_style: c.communicationStyle,
      planning_style: c.planningStyle,
      budget: c.restaurantPricePreference,
      cuisines: c.cuisineTypes,
      dietary_restrictions: c.dietaryRestrictions,
      dining_vibe: c.diningVibe,
      ideal_social_outings: c.idealSocialOuting,
      travel_destinations: c.travelDestinations,
      dining_frequency: c.diningFrequency,
    };
  });
  const restaurants = request.venues
    .filter((v) => v.isActive && v.tables > 0)
    .map((v) => ({
      city: v.city,
      price_range: v.priceRange,
      dietary_accommodations: v.dietaryAccommodations,
      max_party_size_people: v.maxPartySize,
      tables: v.tables,
    }));
  const prompt = [
    'You form dinner groups of couples for a social dining service. Each group dines together at one restaurant table.',
    `Rules that must never be broken: every group has ${request.minGroupSize} to ${request.maxGroupSize} couples (aim for ${request.targetGroupSize});`,
    'each couple appears in at most one group; all couples of a group are in the same city;',
    "no couple's age preference ('Around our age', 'Wider range') or couple-type preference ('Similar gender dynamic', 'LGBTQIA+') rules out another couple of its group;",
    'some listed restaurant of that city must offer every dietary accommodation the group needs, at a price range every couple accepts',
    "('Open to all price ranges!' accepts any), with room for the whole party (2 people per couple).",
    "Within the rules, seat as many couples as possible and maximise shared interests (cuisines, dining vibe, outings, life stage, travel), mixing 'Naturally outgoing' with 'Ease in' couples rather than stacking one style.",
    'Leave a couple out only if no valid group can take it.',
    'Answer with JSON only: {"groups": [{"couples": ["C1", "C2", "C3"], "reasoning": "what these couples share, in one or two sentences"}], "reasoning": "your overall approach"}.',
    `Couples: ${JSON.stringify(couples)}`,
    `Restaurants: ${JSON.stringify(restaurants)}`,
  ].join('\n');
  return { prompt, idByRef };
}

/** The structured-output schema the model's answer must follow. */
export const ANSWER_SCHEMA = {
  type: 'object',
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          couples: { type: 'array', items: { type: 'string' } },
          reasoning: { type: 'string' },
        },
        required: ['couples', 'reasoning'],
      },
    },
    reasoning: { type: 'string' },
  },
  required: ['groups', 'reasoning'],
} as const;
