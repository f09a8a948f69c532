import type { CoupleProfileDto, CoupleProfileFormDto } from '../../api/generated/model';
import { LAUNCH_CITY, MAX_TRAVEL_DESTINATIONS, NO_DIET, OPEN_PRICE, OTHER_DIET, SURPRISE_CUISINE } from './profile-options';

/**
 * The couple's shared profile as the sign-up wizard and the profile editor hold it, with the
 * field names of POST /api/auth/signup and PUT /api/user/profile.
 */
export interface CoupleProfileForm {
  bringingToTablemates: string[];
  lifeStagePreference: string;
  diningFrequencyNew: string;
  restaurant_price_preference: string[];
  location: string;
  cuisine_types: string[];
  dietary_restrictions: string[];
  otherDietaryRestrictions: string;
  diningVibe: string[];
  idealSocialOuting: string[];
  socialAgePreference: string;
  diverseCouplesPreference: string[];
  travelDestinations: string[];
  planningStyle: string;
  communication_style: string;
}

export const EMPTY_COUPLE_PROFILE: CoupleProfileForm = {
  bringingToTablemates: [],
  lifeStagePreference: '',
  diningFrequencyNew: '',
  restaurant_price_preference: [],
  location: LAUNCH_CITY,
  cuisine_types: [],
  dietary_restrictions: [],
  otherDietaryRestrictions: '',
  diningVibe: [],
  idealSocialOuting: [],
  socialAgePreference: '',
  diverseCouplesPreference: [],
  travelDestinations: [],
  planningStyle: '',
  communication_style: '',
};

export type ProfileErrors = Partial<Record<keyof CoupleProfileForm, string>>;
export type ProfileListField = { [K in keyof CoupleProfileForm]: CoupleProfileForm[K] extends string[] ? K : never }[keyof CoupleProfileForm];

const toggled = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/** The option that, once chosen, disables the others of its field. */
export const EXCLUSIVE_OPTIONS: Partial<Record<ProfileListField, string>> = {
  restaurant_price_preference: OPEN_PRICE,
  cuisine_types: SURPRISE_CUISINE,
  dietary_restrictions: NO_DIET,
};

/**
 * Toggles one option of a multi-choice field, applying the mutually exclusive options:
 * 'Open to all price ranges!', 'Surprise Us!' and dietary 'None' replace every other
 * choice, and choosing anything else removes them; 'None' and deselecting 'Other' clear
 * the Other text.
 */
export function toggleOption<F extends CoupleProfileForm>(form: F, field: ProfileListField, value: string): F {
  const exclusive = EXCLUSIVE_OPTIONS[field];
  const current = form[field];
  let next: string[];
  if (exclusive && value === exclusive) next = current.includes(value) ? [] : [value];
  else next = toggled(exclusive ? current.filter((item) => item !== exclusive) : current, value);
  if (field === 'travelDestinations' && next.length > MAX_TRAVEL_DESTINATIONS) return form;
  const updated = { ...form, [field]: next };
  if (field === 'dietary_restrictions' && !next.includes(OTHER_DIET)) updated.otherDietaryRestrictions = '';
  return updated;
}

/** Whether an option is disabled because its field's exclusive option is chosen. */
export const isOptionDisabled = (form: CoupleProfileForm, field: ProfileListField, value: string) => {
  const exclusive = EXCLUSIVE_OPTIONS[field];
  return Boolean(exclusive && value !== exclusive && form[field].includes(exclusive));
};

/** The stored profile as the form holds it (the API's field names differ from the wizard's). */
export function profileFormOf(profile: CoupleProfileDto): CoupleProfileForm {
  return {
    bringingToTablemates: profile.bringing_to_tablemates,
    lifeStagePreference: profile.life_stage_preference ?? '',
    diningFrequencyNew: profile.dining_frequency,
    restaurant_price_preference: profile.restaurant_price_preference,
    location: profile.city,
    cuisine_types: profile.cuisine_types,
    dietary_restrictions: profile.dietary_restrictions,
    otherDietaryRestrictions: profile.other_dietary_restrictions ?? '',
    diningVibe: profile.dining_vibe,
    idealSocialOuting: profile.ideal_social_outing,
    socialAgePreference: profile.social_age_preference,
    diverseCouplesPreference: profile.diverse_couples_preference,
    travelDestinations: profile.travel_destinations,
    planningStyle: profile.planning_style,
    communication_style: profile.communication_style,
  };
}

/**
 * The body of PUT /api/user/profile. The cast to the API's option types is safe because every
 * choice comes from the option lists, which are typed with those same types.
 */
export const profilePayloadOf = (form: CoupleProfileForm): CoupleProfileFormDto =>
  ({
    ...form,
    lifeStagePreference: form.lifeStagePreference || null,
    otherDietaryRestrictions: form.otherDietaryRestrictions.trim() || null,
  }) as CoupleProfileFormDto;
