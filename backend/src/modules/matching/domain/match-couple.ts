/**
 * A couple as matching sees it: the shared couple profile (field names as in the
 * couple-profile module) plus the two people's birth dates and genders. No names, emails
 * or phones: matching never needs them, so they cannot leak into a score or an AI prompt.
 */
export interface MatchPerson {
  /** ISO YYYY-MM-DD; null or invalid means unknown. */
  dateOfBirth: string | null;
  gender: string | null;
}

export interface MatchCouple {
  id: string;
  /** How the admin's reasoning names the couple (e.g. 'Aoife & Cian'); never sent to the AI. Default: its id. */
  label?: string;
  city: string;
  country: string;
  people: MatchPerson[];
  lifeStagePreference: string | null;
  socialAgePreference: string | null;
  diverseCouplesPreference: string[];
  communicationStyle: string | null;
  planningStyle: string | null;
  restaurantPricePreference: string[];
  cuisineTypes: string[];
  dietaryRestrictions: string[];
  diningVibe: string[];
  idealSocialOuting: string[];
  travelDestinations: string[];
  diningFrequency: string | null;
}

/** The option values matching gives a meaning to (couple-side spec section 3 and DECISIONS.md). */
export const OPEN_TO_ALL_BUDGETS = 'Open to all price ranges!';
export const SURPRISE_US = 'Surprise Us!';
export const PRICE_TIERS = ['€€', '€€€', '€€€€'] as const;

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
export const DINING_FREQUENCIES = [
  'Rarely (Once a month or less)',
  'Occasionally (2-3 times a month)',
  'Frequently (Once a week)',
  'Very Often (Multiple times a week)',
] as const;
export const LIFE_STAGES = ['Career-focused & experiential', 'Navigating parenthood', 'Open to all amazing couples!'] as const;
export const OPEN_LIFE_STAGE = 'Open to all amazing couples!';
export const COMMUNICATION_STYLES = ['Naturally outgoing', 'Good flow', 'Ease in', 'Flexible'] as const;
export const PLANNING_STYLES = ['Spontaneous', 'A mix', 'Plan in advance'] as const;
export const AGE_PREFERENCES = ['Open to all ages', 'Around our age', 'Wider range'] as const;
export const COUPLE_TYPE_PREFERENCES = ['Open to all', 'Similar gender dynamic', 'LGBTQIA+', 'Prefer not to specify'] as const;
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
  'Other',
  'None',
] as const;
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Transgender', 'Prefer not to say'] as const;
