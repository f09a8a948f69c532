import { Injectable } from '@nestjs/common';
import { NEWSLETTER_CONSENT_TEXT, NewsletterSubscription } from '../domain/newsletter';
import { NewsletterRepository } from './newsletter.repository';
import { SubscribeNewsletter } from './subscribe-newsletter';

export interface MemberNewsletterView {
  subscription: NewsletterSubscription | null;
  consentText: string;
}

/**
 * A signed-in member's newsletter / marketing consent: the same subscription record as the
 * public newsletter box and the unsubscribe link, under the member's sign-in email.
 */
@Injectable()
export class MemberNewsletter {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly subscribe: SubscribeNewsletter,
  ) {}

  async view(email: string): Promise<MemberNewsletterView> {
    return { subscription: await this.newsletter.findByEmail(email), consentText: NEWSLETTER_CONSENT_TEXT };
  }

  /** Switching it on in settings is the consent, recorded with its time and source. */
  async set(email: string, subscribed: boolean): Promise<MemberNewsletterView> {
    if (subscribed) await this.subscribe.execute({ email, consent: true, source: 'account_settings' });
    else await this.newsletter.deleteByEmail(email);
    return this.view(email);
  }
}
