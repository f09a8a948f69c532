import type { PartialSignupDto, SignupDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { browserLanguage, type Language } from '../../i18n/languages';
import type { SignupPayload } from './signup-schema';
import { CoupleProfileForm, EMPTY_COUPLE_PROFILE, isOptionDisabled, ProfileListField, toggleOption } from '../../lib/couple-profile/profile-form';
import { PROFILE_MESSAGES } from '../../lib/couple-profile/profile-schema';
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
  terms: 'You must accept the Terms of Service and Privacy Policy to continue',
} as const;

/** The four steps' titles, as catalogue ids. */
export const STEP_TITLES = [
  'signup.stepTitle.details',
  'signup.stepTitle.dining',
  'signup.stepTitle.profile',
  'signup.stepTitle.account',
] as const satisfies readonly MessageId[];

/** What the partial save on leaving step 1 sends: everything but the secrets of step 4. */
export function partialSignupOf(form: SignupForm): PartialSignupDto {
  const { password: _password, confirm_password: _confirm, accepted_terms: _terms, ...partial } = form;
  const blankToNull = (value: string) => value.trim() || null;
  return {
    ...partial,
    email: form.email.trim(),
    lifeStagePreference: form.lifeStagePreference || null,
    partner_email: blankToNull(form.partner_email),
    partnerGenderOther: blankToNull(form.partnerGenderOther),
    otherDietaryRestrictions: blankToNull(form.otherDietaryRestrictions),
  };
}

/**
 * The signup call's body: the checked answers, with the partial save's id when there was one,
 * and the language the wizard was read in (a visitor's: the browser's), kept as the member's choice.
 */
export const signupPayloadOf = (answers: SignupPayload, partialUserId: string | null, language: Language = browserLanguage()): SignupDto => ({
  ...answers,
  language,
  ...(partialUserId ? { user_id: partialUserId } : {}),
});
