import { DomainError } from '../../../kernel/domain-error';
import {
  MIN_CUISINES,
  MIN_DINING_VIBES,
  MIN_SOCIAL_OUTINGS,
  NO_DIETARY_RESTRICTIONS,
  OPEN_TO_ALL_BUDGETS,
  OTHER_DIETARY_RESTRICTION,
  SURPRISE_US,
} from './profile-options';

/** The profile a couple shares: their dining preferences and social style. */
export interface CoupleProfile {
  bringingToTablemates: string[];
  lifeStagePreference: string | null;
  diningFrequency: string;
  restaurantPricePreference: string[];
  city: string;
  country: string;
  cuisineTypes: string[];
  dietaryRestrictions: string[];
  otherDietaryRestrictions: string | null;
  diningVibe: string[];
  idealSocialOuting: string[];
  socialAgePreference: string;
  diverseCouplesPreference: string[];
  travelDestinations: string[];
  planningStyle: string;
  communicationStyle: string;
}

/** Problems by API field name, as the 400 answer lists them. */
export type FieldProblems = Record<string, string[]>;

/** Every refusal of the couple-profile module, with stable codes the client can branch on. */
export const CoupleProfileErrors = {
  invalid: (fields: FieldProblems) => new DomainError('invalid', 'COUPLE_PROFILE.INVALID', Object.values(fields).flat().join('; '), { fields }),
};

/**
 * The rules that span several values of one list (the single values are checked against
 * the option lists at the HTTP edge). Field names are the signup form's.
 */
export function coupleProfileProblems(profile: CoupleProfile): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);

  if (profile.restaurantPricePreference.includes(OPEN_TO_ALL_BUDGETS) && profile.restaurantPricePreference.length > 1) {
    add('restaurant_price_preference', `'${OPEN_TO_ALL_BUDGETS}' cannot be combined with specific price ranges.`);
  }
  if (profile.cuisineTypes.includes(SURPRISE_US)) {
    if (profile.cuisineTypes.length > 1) add('cuisine_types', `'${SURPRISE_US}' cannot be combined with other cuisines.`);
  } else if (profile.cuisineTypes.length < MIN_CUISINES) {
    add('cuisine_types', 'Please select at least 2 cuisine types to proceed.');
  }
  if (profile.dietaryRestrictions.includes(NO_DIETARY_RESTRICTIONS) && profile.dietaryRestrictions.length > 1) {
    add('dietary_restrictions', `'${NO_DIETARY_RESTRICTIONS}' cannot be combined with other dietary restrictions.`);
  }
  const otherText = profile.otherDietaryRestrictions?.trim() ?? '';
  if (profile.dietaryRestrictions.includes(OTHER_DIETARY_RESTRICTION) && !otherText) {
    add('otherDietaryRestrictions', 'Please specify your restriction.');
  }
  if (!profile.dietaryRestrictions.includes(OTHER_DIETARY_RESTRICTION) && otherText) {
    add('otherDietaryRestrictions', `otherDietaryRestrictions is only allowed together with '${OTHER_DIETARY_RESTRICTION}'.`);
  }
  if (profile.diningVibe.length < MIN_DINING_VIBES) add('diningVibe', 'Please select at least 1 dining vibe option to proceed.');
  if (profile.idealSocialOuting.length < MIN_SOCIAL_OUTINGS) {
    add('idealSocialOuting', 'Please select at least 2 options for your ideal social outing.');
  }
  return problems;
}

export function assertValidCoupleProfile(profile: CoupleProfile): void {
  const problems = coupleProfileProblems(profile);
  if (Object.keys(problems).length > 0) throw CoupleProfileErrors.invalid(problems);
}
