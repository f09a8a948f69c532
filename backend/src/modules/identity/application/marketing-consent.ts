import type { Language } from '../../../kernel/languages';

/** Where a member opted in while creating the account. */
export type MarketingOptInSource = 'signup' | 'partner_onboarding';

/**
 * Port of identity's registration and admin record, for the one record of a member's
 * marketing consent: the consent module's newsletter subscription under the sign-in email.
 * Bound by consent (which depends on identity, so it cannot be imported here).
 */
export abstract class MarketingConsent {
  /**
   * Records the consent given at registration for an address its owner proved, now, within the caller's unit of work
   * (kept when the email is already subscribed); `language`: the member's, for the welcome mail; `requestedAt`: when the opt-in was ticked, if it waited for the proof.
   */
  abstract grant(email: string, source: MarketingOptInSource, language: Language, requestedAt?: Date): Promise<void>;
  /** Which of these sign-in emails are subscribed today. */
  abstract consentedAmong(emails: string[]): Promise<Set<string>>;
}
