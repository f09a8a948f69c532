import { z } from 'zod';
import { signupBody } from '../../api/generated/zod/auth/auth';
import { DINING_FIELDS, diningChecks, PROFILE_FIELD_MESSAGES, SOCIAL_STYLE_FIELDS, SOCIAL_VIBE_FIELDS } from '../../lib/couple-profile/profile-schema';
import { errorsOf, FormChecks } from '../../lib/forms/form-checks';
import { FormMessages } from '../../lib/forms/form-messages';
import { filled, optionalText, ticked, trimmed, withPasswordPolicy } from '../../lib/forms/schema-helpers';
import { isEmail, sameEmail } from '../../lib/email';
import { MEMBER_DETAILS_MESSAGES } from '../../lib/member-details/member-details-messages';
import { PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';
import { MESSAGES, SignupForm } from './signup-form';

const body = signupBody.shape;

/** Step 1 of POST /api/auth/signup's body, with the names the screen requires and its texts trimmed. */
const detailsSchema = signupBody
  .pick({
    ...SOCIAL_VIBE_FIELDS,
    date_of_birth: true,
    gender: true,
    phone_number: true,
    partner_gender: true,
    partner_date_of_birth: true,
    opt_in_for_marketing: true,
  })
  .extend({
    lifeStagePreference: optionalText(body.lifeStagePreference),
    first_name: trimmed(filled(body.first_name)),
    last_name: trimmed(filled(body.last_name)),
    email: trimmed(body.email),
    partner_first_name: trimmed(filled(body.partner_first_name)),
    partner_email: optionalText(body.partner_email),
    partnerGenderOther: optionalText(body.partnerGenderOther),
  });

const diningSchema = signupBody.pick(DINING_FIELDS).extend({ otherDietaryRestrictions: optionalText(body.otherDietaryRestrictions) });
const socialStyleSchema = signupBody.pick(SOCIAL_STYLE_FIELDS);
const accountSchema = signupBody
  .pick({ confirm_password: true })
  .extend({ password: withPasswordPolicy(body.password), accepted_terms: ticked(body.accepted_terms) });

/** The whole body, checked once more before it is sent. */
export const signupSchema = detailsSchema.merge(diningSchema).merge(socialStyleSchema).merge(accountSchema);

export const STEP_SCHEMAS = [detailsSchema, diningSchema, socialStyleSchema, accountSchema] as const;

export const SIGNUP_MESSAGES: FormMessages<SignupForm> = {
  ...PROFILE_FIELD_MESSAGES,
  ...MEMBER_DETAILS_MESSAGES,
  email: { required: 'Please enter your email address.', invalid: MESSAGES.invalidEmail },
  gender: 'Please select your gender.',
  partner_first_name: "Please enter your partner's first name.",
  partner_gender: "Please select your partner's gender.",
  partner_date_of_birth: "Please select your partner's full date of birth.",
  partner_email: MESSAGES.invalidEmail,
  password: PASSWORD_POLICY_MESSAGE,
  accepted_terms: MESSAGES.terms,
};

/** Whether each of the two emails is already registered, as the availability check found. */
export interface EmailChecks {
  email?: boolean;
  partner_email?: boolean;
}

/** What the emails' own rules cannot know: the other email, and the availability check. */
export const emailChecks =
  (registered: EmailChecks): FormChecks<SignupForm> =>
  (form) => ({
    email: registered.email && MESSAGES.ownEmailRegistered,
    partner_email:
      isEmail(form.partner_email) &&
      (sameEmail(form.email, form.partner_email) ? MESSAGES.sameEmails : registered.partner_email && MESSAGES.partnerEmailRegistered),
  });

const confirmationChecks: FormChecks<SignupForm> = (form) => ({
  confirm_password: (!form.confirm_password || form.confirm_password !== form.password) && MESSAGES.passwordsDiffer,
});

/** The rules of a step (1 to 4) the schema cannot hold. */
export const stepChecks =
  (step: number, registered: EmailChecks): FormChecks<SignupForm> =>
  (form) =>
    step === 1 ? emailChecks(registered)(form) : step === 2 ? diningChecks(form) : step === 4 ? confirmationChecks(form) : {};

/** A step's errors with the spec's texts. */
export const signupStepErrors = (step: number, form: SignupForm, registered: EmailChecks = {}) =>
  errorsOf(STEP_SCHEMAS[step - 1], SIGNUP_MESSAGES, form, stepChecks(step, registered));

export type SignupPayload = z.output<typeof signupSchema>;
