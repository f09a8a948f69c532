import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../../lib/countries';

export interface OnboardingFields {
  first_name: string;
  last_name: string;
  phone_number: string;
  password: string;
  confirm_password: string;
  accepted_terms: boolean;
  marketingOptIn: boolean;
}

/** The first problem of the onboarding form, in the spec's order, as its error toast; null when none. */
export function onboardingProblem(fields: OnboardingFields): { title: string; description: string } | null {
  if (!fields.first_name.trim()) return { title: 'First name required', description: 'Please enter your first name.' };
  if (!fields.last_name.trim()) return { title: 'Last name required', description: 'Please enter your last name.' };
  if (!fields.phone_number.trim()) return { title: 'Phone number required', description: 'Please enter your phone number.' };
  // Not in the spec's list: without it a too-short number fails on the server with a technical message.
  if (!isPhoneNumber(fields.phone_number)) return { title: 'Invalid phone number', description: PHONE_NUMBER_MESSAGE };
  if (fields.password.length < 8) return { title: 'Password too short', description: 'Password must be at least 8 characters long.' };
  if (fields.password !== fields.confirm_password) return { title: "Passwords don't match", description: 'Please ensure both password fields match.' };
  if (!fields.accepted_terms) return { title: 'Terms acceptance required', description: 'Please accept the terms and conditions to continue.' };
  return null;
}
