/** Where the consent was given: the public newsletter box, a member's settings page, the sign-up wizard, the partner onboarding page. */
export const NEWSLETTER_SOURCES = ['newsletter_form', 'account_settings', 'signup', 'partner_onboarding'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export interface NewsletterSubscription {
  id: string;
  email: string;
  subscribedAt: Date;
  consentText: string;
  source: NewsletterSource;
}
