import type { PartialSignupDto, SignupDto } from '../../api/generated/model';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../../lib/countries';
import { isEmail, sameEmail } from '../../lib/email';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';
import { CoupleProfileForm, EMPTY_COUPLE_PROFILE, isOptionDisabled, PROFILE_MESSAGES, ProfileListField, toggleOption, validateDiningPreferences, validateSocialStyle, validateSocialVibe } from '../../lib/couple-profile/profile-form';
import { GENDER_NOT_SAID } from '../../lib/couple-profile/profile-options';

/** The signup form with the field names of the spec (section 3), as POST /api/auth/signup takes it. */
export interface SignupForm extends CoupleProfileForm {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string;
  gender: string;
  phone_number: string;
  partner_first_name: string;
  partner_email: string;
  partner_gender: string;
  partnerGenderOther: string;
  partner_date_of_birth: string;
  opt_in_for_marketing: boolean;
  password: string;
  confirm_password: string;
  accepted_terms: boolean;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  ...EMPTY_COUPLE_PROFILE,
  first_name: '',
  last_name: '',
  date_of_birth: '',
  email: '',
  gender: '',
  phone_number: '',
  partner_first_name: '',
  partner_email: '',
  partner_gender: '',
  partnerGenderOther: '',
  partner_date_of_birth: '',
  opt_in_for_marketing: false,
  password: '',
  confirm_password: '',
  accepted_terms: false,
};

export type SignupErrors = Partial<Record<keyof SignupForm, string>>;
export type ListField = ProfileListField;
export { isOptionDisabled, toggleOption };

/** Sets partner gender; the free-text other gender is kept only for 'Prefer not to say'. */
export const setPartnerGender = (form: SignupForm, gender: string): SignupForm => ({
  ...form,
  partner_gender: gender,
  partnerGenderOther: gender === GENDER_NOT_SAID ? form.partnerGenderOther : '',
});

export const MESSAGES = {
  sameEmails: "Your email and your partner's email cannot be the same.",
  invalidEmail: 'Please enter a valid email address.',
  ownEmailRegistered: 'This email is already registered. Please login to access your account.',
  partnerEmailRegistered: 'This email is already registered. Please use a different email.',
  ...PROFILE_MESSAGES,
  passwordsDiffer: 'Passwords do not match',
  passwordsMatch: 'Passwords match',
  terms: 'You must accept the Terms of Service and Privacy Policy to continue',
} as const;

/** Whether each of the two emails is already registered, as the availability check found. */
export interface EmailChecks {
  email?: boolean;
  partner_email?: boolean;
}

const required = (errors: SignupErrors, form: SignupForm, field: keyof SignupForm, message: string) => {
  const value = form[field];
  if (typeof value === 'string' ? !value.trim() : Array.isArray(value) ? value.length === 0 : !value) errors[field] = message;
};

export function validateStep1(form: SignupForm, registered: EmailChecks = {}): SignupErrors {
  const errors: SignupErrors = validateSocialVibe(form);
  required(errors, form, 'first_name', 'Please enter your first name.');
  required(errors, form, 'last_name', 'Please enter your last name.');
  required(errors, form, 'date_of_birth', 'Please select your full date of birth.');
  required(errors, form, 'gender', 'Please select your gender.');
  required(errors, form, 'phone_number', 'Please enter your phone number.');
  if (form.phone_number && !isPhoneNumber(form.phone_number)) errors.phone_number = PHONE_NUMBER_MESSAGE;
  required(errors, form, 'partner_first_name', "Please enter your partner's first name.");
  required(errors, form, 'partner_gender', "Please select your partner's gender.");
  required(errors, form, 'partner_date_of_birth', "Please select your partner's full date of birth.");
  if (!form.email.trim()) errors.email = 'Please enter your email address.';
  else if (!isEmail(form.email)) errors.email = MESSAGES.invalidEmail;
  else if (registered.email) errors.email = MESSAGES.ownEmailRegistered;
  if (form.partner_email.trim()) {
    if (!isEmail(form.partner_email)) errors.partner_email = MESSAGES.invalidEmail;
    else if (sameEmail(form.email, form.partner_email)) errors.partner_email = MESSAGES.sameEmails;
    else if (registered.partner_email) errors.partner_email = MESSAGES.partnerEmailRegistered;
  }
  return errors;
}

export const validateStep2 = (form: SignupForm): SignupErrors => validateDiningPreferences(form);
export const validateStep3 = (form: SignupForm): SignupErrors => validateSocialStyle(form);

export function validateStep4(form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  if (!meetsPasswordPolicy(form.password)) errors.password = PASSWORD_POLICY_MESSAGE;
  if (!form.confirm_password || form.confirm_password !== form.password) errors.confirm_password = MESSAGES.passwordsDiffer;
  if (!form.accepted_terms) errors.accepted_terms = MESSAGES.terms;
  return errors;
}

export const STEP_VALIDATORS = [validateStep1, validateStep2, validateStep3, validateStep4] as const;

export const STEP_TITLES = [
  'Your Social Vibe & Details',
  'Your Culinary & Dining Preferences',
  "Complete Your Couple's Profile",
  'Account Information',
] as const;

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** Optional free texts and choices travel as null when left empty. */
const optionalFields = (form: SignupForm) => ({
  lifeStagePreference: form.lifeStagePreference || null,
  partner_email: blankToNull(form.partner_email),
  partnerGenderOther: blankToNull(form.partnerGenderOther),
  otherDietaryRestrictions: blankToNull(form.otherDietaryRestrictions),
});

/** What the partial save on leaving step 1 sends: everything but the secrets of step 4. */
export function partialSignupOf(form: SignupForm): PartialSignupDto {
  const { password: _password, confirm_password: _confirm, accepted_terms: _terms, ...partial } = form;
  return { ...partial, ...optionalFields(form), email: form.email.trim() };
}

/**
 * The signup call's body. The cast to the API's option types is safe because every choice
 * comes from the option lists, which are typed with those same types.
 */
export const signupPayloadOf = (form: SignupForm, partialUserId: string | null): SignupDto =>
  ({ ...form, ...optionalFields(form), email: form.email.trim(), ...(partialUserId ? { user_id: partialUserId } : {}) }) as SignupDto;
