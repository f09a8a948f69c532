/** What the footer's newsletter box and the settings switch ask the person to agree to; stored with each subscription. */
export const NEWSLETTER_CONSENT_TEXT = 'I agree to receive the Tablemates newsletter by email';

/** The marketing opt-in of the sign-up wizard and the partner onboarding page (couple-side spec). */
export const MEMBER_OPT_IN_TEXT = "I'd like to receive updates about dining events and special offers";

/** Where the consent was given: the public newsletter box, a member's settings page, the sign-up wizard, the partner onboarding page. */
export const NEWSLETTER_SOURCES = ['newsletter_form', 'account_settings', 'signup', 'partner_onboarding'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The words the person agreed to, by where they agreed. */
export const CONSENT_TEXT_BY_SOURCE: Record<NewsletterSource, string> = {
  newsletter_form: NEWSLETTER_CONSENT_TEXT,
  account_settings: NEWSLETTER_CONSENT_TEXT,
  signup: MEMBER_OPT_IN_TEXT,
  partner_onboarding: MEMBER_OPT_IN_TEXT,
};

export interface NewsletterSubscription {
  id: string;
  email: string;
  subscribedAt: Date;
  consentText: string;
  source: NewsletterSource;
}
