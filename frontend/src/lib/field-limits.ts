/**
 * The API's length limits for free-text fields: the forms stop input there, so a long
 * value cannot pass a step and then fail the final submit with a server message.
 */
export const FIELD_LIMITS = {
  name: 100,
  email: 320,
  genderOther: 100,
  otherDietaryRestrictions: 500,
} as const;
