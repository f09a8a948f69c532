/** What the footer's newsletter box asks the visitor to agree to; stored with each subscription. */
export const NEWSLETTER_CONSENT_TEXT = 'I agree to receive the Tablemates newsletter by email';

/** Where the consent was given: the public newsletter box, or a member's settings page. */
export type NewsletterSource = 'newsletter_form' | 'account_settings';

export interface NewsletterSubscription {
  id: string;
  email: string;
  subscribedAt: Date;
  consentText: string;
  source: NewsletterSource;
}
