import { PHONE_NUMBER_MESSAGE } from '../countries';
import type { FormMessages } from '../forms/form-messages';

/** A member's own details: their names, phone and (where the screen asks it) date of birth. */
export interface MemberDetails {
  first_name: string;
  last_name: string;
  phone_number: string;
  date_of_birth?: string;
}

/** The spec's words for a member's own details (the sign-up's step 1, partner onboarding, Edit Profile). */
export const MEMBER_DETAILS_MESSAGES = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  date_of_birth: 'Please select your full date of birth.',
  phone_number: { required: 'Please enter your phone number.', invalid: PHONE_NUMBER_MESSAGE },
} as const satisfies FormMessages<Required<MemberDetails>>;
