import { Injectable } from '@nestjs/common';
import { MarketingConsent, MarketingOptInSource } from '../../../identity';
import { NewsletterRepository } from '../../application/newsletter.repository';
import { SubscribeNewsletter } from '../../application/subscribe-newsletter';

/** A member's marketing consent is their newsletter subscription: the opt-in at registration subscribes once the address is proven, as the settings switch does. */
@Injectable()
export class NewsletterMarketingConsent extends MarketingConsent {
  constructor(
    private readonly subscribe: SubscribeNewsletter,
    private readonly newsletter: NewsletterRepository,
  ) {
    super();
  }

  async grant(email: string, source: MarketingOptInSource, requestedAt?: Date): Promise<void> {
    await this.subscribe.execute({ email, consent: true, source, confirmationRequestedAt: requestedAt });
  }

  async consentedAmong(emails: string[]): Promise<Set<string>> {
    return new Set(await this.newsletter.subscribedAmong(emails));
  }
}
