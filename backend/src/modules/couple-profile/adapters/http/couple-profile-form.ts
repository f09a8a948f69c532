import { PickType } from '@nestjs/swagger';
import { CoupleProfile } from '../../domain/couple-profile';
import { DEFAULT_COUNTRY } from '../../domain/profile-options';
import { SignupDto } from './signup.dto';

/** The couple-profile fields of the signup wizard, with the wizard's names and rules. */
export class CoupleProfileFormDto extends PickType(SignupDto, [
  'bringingToTablemates',
  'lifeStagePreference',
  'diningFrequencyNew',
  'restaurant_price_preference',
  'location',
  'cuisine_types',
  'dietary_restrictions',
  'otherDietaryRestrictions',
  'diningVibe',
  'idealSocialOuting',
  'socialAgePreference',
  'diverseCouplesPreference',
  'travelDestinations',
  'planningStyle',
  'communication_style',
] as const) {}

export function coupleProfileOf(form: CoupleProfileFormDto): CoupleProfile {
  return {
    bringingToTablemates: form.bringingToTablemates,
    lifeStagePreference: form.lifeStagePreference ?? null,
    diningFrequency: form.diningFrequencyNew,
    restaurantPricePreference: form.restaurant_price_preference,
    city: form.location,
    country: DEFAULT_COUNTRY,
    cuisineTypes: form.cuisine_types,
    dietaryRestrictions: form.dietary_restrictions,
    otherDietaryRestrictions: form.otherDietaryRestrictions?.trim() || null,
    diningVibe: form.diningVibe,
    idealSocialOuting: form.idealSocialOuting,
    socialAgePreference: form.socialAgePreference,
    diverseCouplesPreference: form.diverseCouplesPreference ?? [],
    travelDestinations: form.travelDestinations ?? [],
    planningStyle: form.planningStyle,
    communicationStyle: form.communication_style,
  };
}
