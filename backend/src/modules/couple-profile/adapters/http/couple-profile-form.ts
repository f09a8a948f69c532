import { PickType } from '@nestjs/swagger';
import { CoupleProfile } from '../../domain/couple-profile';
import { cityRegistry } from '../../../../kernel/city-registry';
import { CoupleProfileErrors } from '../../domain/couple-profile';
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

/** The location must be an open city (GET /api/cities); a coming-soon one is for its waitlist. */
function openCityOf(location: string): { city: string; country: string } {
  const city = cityRegistry.all().find((entry) => entry.status === 'open' && entry.name.toLowerCase() === location.trim().toLowerCase());
  if (!city) {
    const open = cityRegistry
      .all()
      .filter((entry) => entry.status === 'open')
      .map((entry) => entry.name);
    throw CoupleProfileErrors.invalid({ location: [`Please choose one of our open cities: ${open.join(', ')}.`] });
  }
  return { city: city.name, country: city.country };
}

export function coupleProfileOf(form: CoupleProfileFormDto): CoupleProfile {
  const { city, country } = openCityOf(form.location);
  return {
    bringingToTablemates: form.bringingToTablemates,
    lifeStagePreference: form.lifeStagePreference ?? null,
    diningFrequency: form.diningFrequencyNew,
    restaurantPricePreference: form.restaurant_price_preference,
    city,
    country,
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
