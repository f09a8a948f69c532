// The spec's option lists, in the spec's order. They come from the generated API enums, which
// come from the server's own lists (backend couple-profile/domain/profile-options.ts), so the
// wizard offers exactly the values the server accepts.
import {
  AgePreference,
  Budget,
  CommunicationStyle,
  CoupleTypePreference,
  Cuisine,
  DietaryRestriction,
  DiningFrequency,
  DiningVibe,
  Gender,
  IdealSocialOuting,
  LifeStage,
  PlanningStyle,
  ReasonForJoining,
} from '../../api/generated/model';

export const GENDERS: readonly Gender[] = Object.values(Gender);
/** Only this partner gender asks for the free-text partnerGenderOther. */
export const GENDER_NOT_SAID = Gender.Prefer_not_to_say;

export const REASONS_FOR_JOINING: readonly ReasonForJoining[] = Object.values(ReasonForJoining);
export const LIFE_STAGES: readonly LifeStage[] = Object.values(LifeStage);
export const DINING_FREQUENCIES: readonly DiningFrequency[] = Object.values(DiningFrequency);

export const OPEN_PRICE = Budget['Open_to_all_price_ranges!'];
export const PRICE_PREFERENCES: readonly Budget[] = Object.values(Budget);

export const SURPRISE_CUISINE = Cuisine['Surprise_Us!'];
export const CUISINES: readonly Cuisine[] = Object.values(Cuisine);

export const NO_DIET = DietaryRestriction.None;
export const OTHER_DIET = DietaryRestriction.Other;
export const DIETARY_RESTRICTIONS: readonly DietaryRestriction[] = Object.values(DietaryRestriction);

export const DINING_VIBES: readonly DiningVibe[] = Object.values(DiningVibe);
export const IDEAL_SOCIAL_OUTINGS: readonly IdealSocialOuting[] = Object.values(IdealSocialOuting);
export const AGE_PREFERENCES: readonly AgePreference[] = Object.values(AgePreference);
export const COUPLE_TYPE_PREFERENCES: readonly CoupleTypePreference[] = Object.values(CoupleTypePreference);
export const PLANNING_STYLES: readonly PlanningStyle[] = Object.values(PlanningStyle);
export const COMMUNICATION_STYLES: readonly CommunicationStyle[] = Object.values(CommunicationStyle);

/** Launch city: the location is fixed. */
export const LAUNCH_CITY = 'Dublin';

export const MAX_TRAVEL_DESTINATIONS = 3;
