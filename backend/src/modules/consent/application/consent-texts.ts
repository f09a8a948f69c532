import type { Language } from '../../../kernel/languages';
import { hasLaunched } from '../domain/waitlist';
import type { NewsletterSource } from '../domain/newsletter';
import { consentMessages } from './consent-messages';

/**
 * The words a person agreed to, in the language they read them in: stored with the consent as
 * its record, and shown again beside the settings' newsletter switch. English is the spec's.
 */
const agreedTo = (language: Language) => consentMessages.in(language);

/** What the waitlist form asked at `now` (the client words it by the same date): launch updates only while the launch lies ahead. */
export const waitlistConsentText = (now: Date, language: Language) =>
  agreedTo(language)(hasLaunched(now) ? 'consent.agreed.waitlistLive' : 'consent.agreed.waitlistPrelaunch');

/** What the newsletter box or the settings switch (the newsletter), or the sign-up and partner onboarding pages (the member opt-in), asked. */
export const newsletterConsentText = (source: NewsletterSource, language: Language) =>
  agreedTo(language)(source === 'signup' || source === 'partner_onboarding' ? 'consent.agreed.memberOptIn' : 'consent.agreed.newsletter');
