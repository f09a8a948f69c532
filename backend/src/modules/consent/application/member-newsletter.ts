import { Injectable } from '@nestjs/common';
import { ConsentErrors } from '../domain/consent-errors';
import { NewsletterSubscription } from '../domain/newsletter';
import { newsletterConsentText } from './consent-texts';
import { NewsletterRepository } from './newsletter.repository';
import { SubscribeNewsletter } from './subscribe-newsletter';
import type { Language } from '../../../kernel/languages';

/** The signed-in member: their sign-in email, and whether a mailed link proved it theirs. */
export interface NewsletterMember {
  email: string;
  emailVerified: boolean;
}

export interface MemberNewsletterView {
  subscription: NewsletterSubscription | null;
  consentText: string;
}

/**
 * A signed-in member's newsletter / marketing consent: the same subscription record as the
 * public newsletter box and the unsubscribe link, under the member's sign-in email. Until
 * that address is verified it may be anyone's (issue 46): its subscription is neither shown
 * nor changed, and the sign-up's opt-in waits for the verification (identity's ProvenAddress).
 */
@Injectable()
export class MemberNewsletter {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly subscribe: SubscribeNewsletter,
  ) {}

  /** `consentText`: what switching it on agrees to, in the reader's language. */
  async view(member: NewsletterMember, language: Language): Promise<MemberNewsletterView> {
    const email = verifiedEmailOf(member);
    return { subscription: await this.newsletter.findByEmail(email), consentText: newsletterConsentText('account_settings', language) };
  }

  /** Switching it on in settings is the consent, recorded with its time and source: the verified address needs no further mail. */
  async set(member: NewsletterMember, subscribed: boolean, language: Language): Promise<MemberNewsletterView> {
    const email = verifiedEmailOf(member);
    if (subscribed) await this.subscribe.execute({ email, consent: true, source: 'account_settings', language });
    else await this.newsletter.deleteByEmail(email);
    return this.view(member, language);
  }
}

function verifiedEmailOf(member: NewsletterMember): string {
  if (!member.emailVerified) throw ConsentErrors.emailNotVerified();
  return member.email;
}
