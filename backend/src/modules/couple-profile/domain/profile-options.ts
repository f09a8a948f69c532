import { LAUNCH_LOCATION } from '../../../kernel/launch-location';

/**
 * The option values of the signup wizard, exactly as the spec lists them (couple-side
 * spec section 3 and DECISIONS.md). The API accepts these values and no others; the
 * client mirrors this file.
 */
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Transgender', 'Prefer not to say'] as const;
/** The partner gender whose choice unlocks the free-text `partnerGenderOther`. */
export const GENDER_PREFER_NOT_TO_SAY = 'Prefer not to say';

export const REASONS_FOR_JOINING = [
  "We've lost our friends to babies!",
  "We've recently moved to a new city.",
  'Just looking to meet new, interesting couples!',
  'Looking to try new restaurants regularly',
] as const;

export const LIFE_STAGES = ['Career-focused & experiential', 'Navigating parenthood', 'Open to all amazing couples!'] as const;

export const DINING_FREQUENCIES = [
  'Rarely (Once a month or less)',
  'Occasionally (2-3 times a month)',
  'Frequently (Once a week)',
  'Very Often (Multiple times a week)',
] as const;

export const OPEN_TO_ALL_BUDGETS = 'Open to all price ranges!';
export const BUDGETS = ['€€', '€€€', '€€€€', OPEN_TO_ALL_BUDGETS] as const;

export const SURPRISE_US = 'Surprise Us!';
export const CUISINES = [
  'Italian',
  'Chinese',
  'Indian',
  'French',
  'Irish',
  'Japanese',
  'Mexican',
  'Thai',
  'Mediterranean',
  'American',
  'Middle Eastern',
  'Spanish',
  'Greek',
  'Korean',
  'Vietnamese',
  'Ethiopian',
  'German',
  'British',
  'Brazilian',
  'African',
  'Eastern European',
  'Seafood-focused',
  'Steakhouse',
  'Pub Food',
  'Fusion',
  'Gastropub',
  SURPRISE_US,
] as const;

export const NO_DIETARY_RESTRICTIONS = 'None';
export const OTHER_DIETARY_RESTRICTION = 'Other';
export const DIETARY_RESTRICTIONS = [
  'Gluten-Free',
  'Dairy-Free',
  'Nut Allergy',
  'Vegetarian',
  'Vegan',
  'Halal',
  'Kosher',
  'Low Carb',
  'No Seafood',
  OTHER_DIETARY_RESTRICTION,
  NO_DIETARY_RESTRICTIONS,
] as const;

export const DINING_VIBES = [
  'Relaxed & Casual',
  'Vibrant & Social',
  'Adventurous & Experimental',
  'Intimate & Focused on Food',
  'Elevated Experience',
] as const;

export const IDEAL_SOCIAL_OUTINGS = [
  'Quiet dinners with close friends',
  'Lively group events and parties',
  'Outdoor adventures',
  'Cultural experiences',
  'Trying new restaurants and bars',
  'Learning new skills or hobbies',
  'Volunteering or community work',
  'Gaming',
  'Travel and exploration',
] as const;

export const AGE_PREFERENCES = ['Open to all ages', 'Around our age', 'Wider range'] as const;
export const COUPLE_TYPE_PREFERENCES = ['Open to all', 'Similar gender dynamic', 'LGBTQIA+', 'Prefer not to specify'] as const;
export const PLANNING_STYLES = ['Spontaneous', 'A mix', 'Plan in advance'] as const;
export const COMMUNICATION_STYLES = ['Naturally outgoing', 'Good flow', 'Ease in', 'Flexible'] as const;

/** The launch city: the wizard's location by default (the open cities are data, issue 49). */
export const DEFAULT_LOCATION = LAUNCH_LOCATION.city;

export const MIN_CUISINES = 2;
export const MIN_DINING_VIBES = 1;
export const MIN_SOCIAL_OUTINGS = 2;
export const MAX_TRAVEL_DESTINATIONS = 3;
export const MAX_OTHER_DIETARY_LENGTH = 500;
