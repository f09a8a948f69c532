import { getMetadataStorage } from 'class-validator';

/**
 * Words for the property names that do not read well when split apart. Every other name
 * becomes its words: `first_name` -> "first name", `dinnerId` -> "dinner".
 */
const FIELD_LABELS: Record<string, string> = {
  bringingToTablemates: 'what you bring to Tablemates',
  lifeStagePreference: 'life stage',
  diningFrequencyNew: 'how often you dine out',
  restaurant_price_preference: 'price range',
  cuisine_types: 'cuisines',
  diningVibe: 'dining vibe',
  idealSocialOuting: 'ideal social outing',
  socialAgePreference: 'age preference',
  diverseCouplesPreference: 'couple type preference',
  travelDestinations: 'travel destinations',
  communication_style: 'social interaction preference',
  partnerGenderOther: "partner's gender",
  genderOther: 'gender',
  otherDietaryRestrictions: 'other dietary restriction',
  partner_first_name: "partner's first name",
  partner_last_name: "partner's last name",
  partner_email: "partner's email address",
  partner_gender: "partner's gender",
  partner_date_of_birth: "partner's date of birth",
  partner_phone_number: "partner's phone number",
  confirm_password: 'password confirmation',
  email: 'email address',
  cardNumber: 'card number',
  cvc: 'security code (CVC)',
  paymentIntentId: 'payment',
  opt_in_for_marketing: 'marketing emails',
  accepted_terms: 'terms',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words a person knows a field by, from its property name. */
export function fieldLabel(property: string): string {
  return (
    FIELD_LABELS[property] ??
    property
      .replace(/(_id|Id)$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  );
}

type Template = (label: string, args: readonly unknown[]) => string;

const required: Template = (label) => `${capitalised(label)} is required.`;

/** One sentence per class-validator constraint, naming the field by its label. */
const TEMPLATES: Record<string, Template> = {
  isDefined: required,
  isNotEmpty: required,
  isString: (label) => `Enter ${label} as text.`,
  minLength: (label, [min]) => (min === 1 ? required(label, []) : `${capitalised(label)} must be at least ${String(min)} characters.`),
  maxLength: (label, [max]) => `${capitalised(label)} can be at most ${String(max)} characters.`,
  isEmail: () => 'Please enter a valid email address.',
  matches: (label) => `Enter a valid ${label}.`,
  isIn: (label) => `Choose ${label} from the options offered.`,
  isEnum: (label) => `Choose ${label} from the options offered.`,
  isUuid: (label) => `Choose a valid ${label}.`,
  isInt: (label) => `${capitalised(label)} must be a whole number.`,
  isNumber: (label) => `${capitalised(label)} must be a number.`,
  min: (label, [min]) => `${capitalised(label)} must be at least ${String(min)}.`,
  max: (label, [max]) => `${capitalised(label)} must be at most ${String(max)}.`,
  isBoolean: (label) => `Choose yes or no for ${label}.`,
  isArray: (label) => `Choose ${label} from the list.`,
  arrayMinSize: (label, [min]) => `Choose at least ${String(min)} for ${label}.`,
  arrayMaxSize: (label, [max]) => `Choose at most ${String(max)} for ${label}.`,
  arrayUnique: (label) => `Choose each ${label} only once.`,
  isDateString: (label) => `Enter ${label} as a date (YYYY-MM-DD).`,
  isUrl: (label) => `Enter a valid web address for ${label}.`,
  whitelistValidation: (label) => `${capitalised(label)} is not something this form takes.`,
};

const fallback: Template = (label) => `Enter a valid ${label}.`;

/**
 * Messages that speak to developers rather than people: class-validator's defaults
 * ("cardNumber must be a card number", "each value in cuisine_types must be…", "property x
 * should not exist") all start with the property's raw name. A message written for people
 * (the spec's texts) never does.
 */
function isDeveloperMessage(message: string, property: string): boolean {
  return [`${property} `, `each value in ${property} `, `property ${property} `, `nested property ${property} `].some((start) => message.startsWith(start));
}

/** The arguments a constraint was declared with (e.g. `[200]` of `@MaxLength(200)`), from class-validator's metadata. */
function constraintArgs(target: object | undefined, property: string, constraint: string): readonly unknown[] {
  if (!target) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((entry) => entry.propertyName === property && (entry.name ?? entry.type) === constraint);
  return (metadata?.constraints as unknown[] | undefined) ?? [];
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The message a person sees for one failed constraint: the DTO's own when it was written
 * for people, otherwise a sentence that names the field by its label (a missing value is
 * "required", whichever rule noticed).
 */
export function humanMessage(failure: { constraint: string; message: string; property: string; value?: unknown; target?: object }): string {
  const { constraint, message, property, target } = failure;
  if (!isDeveloperMessage(message, property)) return message;
  const template = isMissing(failure.value) ? required : (TEMPLATES[constraint] ?? fallback);
  return template(fieldLabel(property), constraintArgs(target, property, constraint));
}
