import type { NewsletterSource } from './newsletter';
import type { Language } from '../../../kernel/languages';

/**
 * Double opt-in (issue 46): a public form records nothing about an address until its owner
 * follows the link mailed to it. Until then the request waits as a consent confirmation.
 */
export const CONFIRMATION_KINDS = ['newsletter', 'waitlist'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** How long a confirmation link works; the mail says so. An unconfirmed address is forgotten afterwards. */
export const CONFIRMATION_VALIDITY_DAYS = 7;
const CONFIRMATION_VALIDITY_MS = CONFIRMATION_VALIDITY_DAYS * 24 * 60 * 60_000;

/** What the kind records once confirmed, besides the address: where a newsletter consent was given, which city's waitlist (absent: the launch city's). */
/** `language`: the page the request came from, so that the welcome mail speaks it too (absent on requests made before it was kept). */
export type ConfirmationPayload = { source?: NewsletterSource; city?: string; language?: Language };

export interface ConsentConfirmation {
  id: string;
  kind: ConfirmationKind;
  email: string;
  payload: ConfirmationPayload;
  requestedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export function confirmationExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + CONFIRMATION_VALIDITY_MS);
}

export type ConfirmationState = 'usable' | 'used' | 'expired';

export function confirmationState(confirmation: ConsentConfirmation, now: Date): ConfirmationState {
  if (confirmation.usedAt) return 'used';
  return now.getTime() >= confirmation.expiresAt.getTime() ? 'expired' : 'usable';
}
