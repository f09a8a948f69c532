import { updateUserProfileBody } from '../../api/generated/zod/profile/profile';
import { errorsOf, FormChecks } from '../forms/form-checks';
import { FormMessages } from '../forms/form-messages';
import { CoupleProfileForm } from './profile-form';
import { OTHER_DIET, SURPRISE_CUISINE } from './profile-options';

/** The wizard's words for the profile's rules (couple-side spec section 5). */
export const PROFILE_MESSAGES = {
  reasons: 'Please select at least one reason for joining.',
  location: 'Please choose your location.',
  diningFrequency: 'Please select how often you dine out.',
  pricePreference: 'Please select your price preference.',
  cuisines: 'Please select at least 2 cuisine types to proceed.',
  dietaryRestrictions: "Please select your dietary restrictions, or 'None'.",
  diningVibe: 'Please select at least 1 dining vibe option to proceed.',
  otherDiet: 'Please specify your restriction.',
  socialOuting: 'Please select at least 2 options for your ideal social outing.',
  agePreference: 'Please select your age preference to proceed.',
  planningStyle: 'Please select your social planning style to proceed.',
  communicationStyle: 'Please select your social interaction preference to proceed.',
  travelDestinations: 'Please choose up to 3 destinations.',
} as const;

/** The spec's text for every rule of a profile field, whatever the schema's issue. */
export const PROFILE_FIELD_MESSAGES: FormMessages<CoupleProfileForm> = {
  bringingToTablemates: PROFILE_MESSAGES.reasons,
  location: PROFILE_MESSAGES.location,
  diningFrequencyNew: PROFILE_MESSAGES.diningFrequency,
  restaurant_price_preference: PROFILE_MESSAGES.pricePreference,
  cuisine_types: PROFILE_MESSAGES.cuisines,
  dietary_restrictions: PROFILE_MESSAGES.dietaryRestrictions,
  diningVibe: PROFILE_MESSAGES.diningVibe,
  otherDietaryRestrictions: PROFILE_MESSAGES.otherDiet,
  idealSocialOuting: PROFILE_MESSAGES.socialOuting,
  socialAgePreference: PROFILE_MESSAGES.agePreference,
  planningStyle: PROFILE_MESSAGES.planningStyle,
  communication_style: PROFILE_MESSAGES.communicationStyle,
  travelDestinations: PROFILE_MESSAGES.travelDestinations,
};

/** The profile's fields by wizard step, to pick from a generated body. */
export const SOCIAL_VIBE_FIELDS = { bringingToTablemates: true, lifeStagePreference: true } as const;
export const DINING_FIELDS = {
  location: true,
  diningFrequencyNew: true,
  restaurant_price_preference: true,
  cuisine_types: true,
  dietary_restrictions: true,
  otherDietaryRestrictions: true,
  diningVibe: true,
} as const;
export const SOCIAL_STYLE_FIELDS = {
  idealSocialOuting: true,
  socialAgePreference: true,
  planningStyle: true,
  communication_style: true,
  diverseCouplesPreference: true,
  travelDestinations: true,
} as const;

/**
 * The server's profile rules the document only describes in words: at least 2 cuisines or
 * 'Surprise Us!' alone, and the Other diet's text when 'Other' is chosen.
 */
export const diningChecks: FormChecks<Pick<CoupleProfileForm, 'cuisine_types' | 'dietary_restrictions' | 'otherDietaryRestrictions'>> = (form) => ({
  cuisine_types: !form.cuisine_types.includes(SURPRISE_CUISINE) && form.cuisine_types.length < 2 && PROFILE_MESSAGES.cuisines,
  otherDietaryRestrictions: form.dietary_restrictions.includes(OTHER_DIET) && !form.otherDietaryRestrictions.trim() && PROFILE_MESSAGES.otherDiet,
});

/** PUT /api/user/profile's body, as the profile editors check it. */
export const coupleProfileSchema = updateUserProfileBody;

export const validateCoupleProfile = (form: CoupleProfileForm) => errorsOf(coupleProfileSchema, PROFILE_FIELD_MESSAGES, form, diningChecks);
