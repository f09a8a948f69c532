import type { FieldErrors } from 'react-hook-form';
import type { MessageId } from '../../i18n/catalogues';
import { z } from 'zod';
import { completePartnerOnboardingBody } from '../../api/generated/zod/partner/partner';
import { PHONE_NUMBER_MESSAGE } from '../../lib/countries';
import type { FormChecks } from '../../lib/forms/form-checks';
import type { FormMessages } from '../../lib/forms/form-messages';
import { filled, ticked, trimmed } from '../../lib/forms/schema-helpers';
import { MEMBER_DETAILS_MESSAGES } from '../../lib/member-details/member-details-messages';

const body = completePartnerOnboardingBody.shape;

/** POST /api/partner/complete-onboarding's body as the partner fills it in (the invitation adds its id and token): names trimmed, terms ticked. */
export const onboardingSchema = completePartnerOnboardingBody.omit({ partner_id: true, token: true }).extend({
  first_name: trimmed(filled(body.first_name)),
  last_name: trimmed(filled(body.last_name)),
  confirm_password: z.string(),
  accepted_terms: ticked(body.accepted_terms),
  marketingOptIn: z.boolean(),
});

export type OnboardingFields = z.input<typeof onboardingSchema>;
export type OnboardingAnswers = z.output<typeof onboardingSchema>;

export const EMPTY_ONBOARDING: OnboardingFields = {
  first_name: '',
  last_name: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  accepted_terms: false,
  marketingOptIn: false,
};

/** The spec's error toasts, in its order (couple-side spec section 8): each title's catalogue id, and the field's message as the form words it. */
const PROBLEMS = {
  firstName: { title: 'partner.problem.firstName', description: MEMBER_DETAILS_MESSAGES.first_name },
  lastName: { title: 'partner.problem.lastName', description: MEMBER_DETAILS_MESSAGES.last_name },
  phoneMissing: { title: 'partner.problem.phoneMissing', description: MEMBER_DETAILS_MESSAGES.phone_number.required },
  // Not in the spec's list: without it a too-short number fails on the server with a technical message.
  phoneInvalid: { title: 'partner.problem.phoneInvalid', description: PHONE_NUMBER_MESSAGE },
  passwordShort: { title: 'partner.problem.passwordShort', description: 'Password must be at least 8 characters long.' },
  passwordsDiffer: { title: 'partner.problem.passwordsDiffer', description: 'Please ensure both password fields match.' },
  terms: { title: 'partner.problem.terms', description: 'Please accept the terms and conditions to continue.' },
} as const satisfies Record<string, { title: MessageId; description: string }>;

const ORDER = ['first_name', 'last_name', 'phone_number', 'password', 'confirm_password', 'accepted_terms'] as const;

/** Each field's issues worded with its toast's description. */
export const ONBOARDING_MESSAGES: FormMessages<OnboardingFields> = {
  first_name: MEMBER_DETAILS_MESSAGES.first_name,
  last_name: MEMBER_DETAILS_MESSAGES.last_name,
  phone_number: MEMBER_DETAILS_MESSAGES.phone_number,
  password: PROBLEMS.passwordShort.description,
  accepted_terms: PROBLEMS.terms.description,
};

/** "Type it twice", which the body cannot hold. */
export const onboardingChecks: FormChecks<OnboardingFields> = (fields) => ({
  confirm_password: fields.password !== fields.confirm_password && PROBLEMS.passwordsDiffer.description,
});

/** The first problem in the spec's order, as its error toast. */
export function firstProblem(errors: FieldErrors<OnboardingFields>) {
  const message = ORDER.map((field) => errors[field]?.message).find(Boolean);
  return Object.values(PROBLEMS).find((problem) => problem.description === message);
}
