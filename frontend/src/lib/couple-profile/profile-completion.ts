import type { CoupleProfileDto } from '../../api/generated/model';

/** The profile fields the completion bar counts (filled fields / total fields). */
export const COMPLETION_FIELDS = [
  'bringing_to_tablemates',
  'life_stage_preference',
  'dining_frequency',
  'restaurant_price_preference',
  'city',
  'cuisine_types',
  'dietary_restrictions',
  'dining_vibe',
  'ideal_social_outing',
  'social_age_preference',
  'diverse_couples_preference',
  'travel_destinations',
  'planning_style',
  'communication_style',
] as const satisfies readonly (keyof CoupleProfileDto)[];

export type CompletionField = (typeof COMPLETION_FIELDS)[number];

const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '');

/** The counted fields still empty, in the wizard's order. */
export const emptyProfileFields = (profile: CoupleProfileDto): CompletionField[] => COMPLETION_FIELDS.filter((field) => !isFilled(profile[field]));

export function profileCompletion(profile: CoupleProfileDto | undefined): number {
  if (!profile) return 0;
  return Math.round(((COMPLETION_FIELDS.length - emptyProfileFields(profile).length) / COMPLETION_FIELDS.length) * 100);
}
