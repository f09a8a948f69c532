/** What the footer's newsletter box asks the visitor to agree to; stored with each subscription. */
export const NEWSLETTER_CONSENT_TEXT = 'I agree to receive the Tablemates newsletter by email';

export interface NewsletterSubscription {
  id: string;
  email: string;
  subscribedAt: Date;
  consentText: string;
}
