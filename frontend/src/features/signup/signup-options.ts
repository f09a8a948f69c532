// The spec's option lists (couple-side spec section 3 and DECISIONS.md), in the spec's order.
// The values are the API values and the labels alike; typing them with the generated API
// enums makes the compiler reject a value the server would not accept.
import type { AgePreference, Budget, CommunicationStyle, CoupleTypePreference, Cuisine, DietaryRestriction, DiningFrequency, DiningVibe, Gender, IdealSocialOuting, LifeStage, PlanningStyle, ReasonForJoining, Location } from '../../api/generated/model';

export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Non-binary', 'Transgender', 'Prefer not to say'];
/** Only this partner gender asks for the free-text partnerGenderOther. */
export const GENDER_NOT_SAID = 'Prefer not to say';

export const REASONS_FOR_JOINING: readonly ReasonForJoining[] = [
  "We've lost our friends to babies!",
  "We've recently moved to a new city.",
  'Just looking to meet new, interesting couples!',
  'Looking to try new restaurants regularly',
];

export const LIFE_STAGES: readonly LifeStage[] = ['Career-focused & experiential', 'Navigating parenthood', 'Open to all amazing couples!'];

export const DINING_FREQUENCIES: readonly DiningFrequency[] = [
  'Rarely (Once a month or less)',
  'Occasionally (2-3 times a month)',
  'Frequently (Once a week)',
  'Very Often (Multiple times a week)',
];

export const OPEN_PRICE = 'Open to all price ranges!';
export const PRICE_PREFERENCES: readonly Budget[] = ['€€', '€€€', '€€€€', OPEN_PRICE];

export const SURPRISE_CUISINE = 'Surprise Us!';
export const CUISINES: readonly Cuisine[] = [
  'Italian', 'Chinese', 'Indian', 'French', 'Irish', 'Japanese', 'Mexican', 'Thai', 'Mediterranean', 'American',
  'Middle Eastern', 'Spanish', 'Greek', 'Korean', 'Vietnamese', 'Ethiopian', 'German', 'British', 'Brazilian', 'African',
  'Eastern European', 'Seafood-focused', 'Steakhouse', 'Pub Food', 'Fusion', 'Gastropub', SURPRISE_CUISINE,
];

export const NO_DIET = 'None';
export const OTHER_DIET = 'Other';
export const DIETARY_RESTRICTIONS: readonly DietaryRestriction[] = [
  'Gluten-Free', 'Dairy-Free', 'Nut Allergy', 'Vegetarian', 'Vegan', 'Halal', 'Kosher', 'Low Carb', 'No Seafood', OTHER_DIET, NO_DIET,
];

export const DINING_VIBES: readonly DiningVibe[] = [
  'Relaxed & Casual',
  'Vibrant & Social',
  'Adventurous & Experimental',
  'Intimate & Focused on Food',
  'Elevated Experience',
];

export const IDEAL_SOCIAL_OUTINGS: readonly IdealSocialOuting[] = [
  'Quiet dinners with close friends',
  'Lively group events and parties',
  'Outdoor adventures',
  'Cultural experiences',
  'Trying new restaurants and bars',
  'Learning new skills or hobbies',
  'Volunteering or community work',
  'Gaming',
  'Travel and exploration',
];

export const AGE_PREFERENCES: readonly AgePreference[] = ['Open to all ages', 'Around our age', 'Wider range'];

export const COUPLE_TYPE_PREFERENCES: readonly CoupleTypePreference[] = ['Open to all', 'Similar gender dynamic', 'LGBTQIA+', 'Prefer not to specify'];

export const PLANNING_STYLES: readonly PlanningStyle[] = ['Spontaneous', 'A mix', 'Plan in advance'];

export const COMMUNICATION_STYLES: readonly CommunicationStyle[] = ['Naturally outgoing', 'Good flow', 'Ease in', 'Flexible'];

/** Launch city: the location is fixed. */
export const LAUNCH_CITY: Location = 'Dublin';

export const MAX_TRAVEL_DESTINATIONS = 3;
