import { Injectable } from '@nestjs/common';
import { MarketingConsent, MarketingOptInSource } from '../../../identity';
import { NewsletterRepository } from '../../application/newsletter.repository';
import { SubscribeNewsletter } from '../../application/subscribe-newsletter';
import type { Language } from '../../../../kernel/languages';

/** A member's marketing consent is their newsletter subscription: the opt-in at registration subscribes once the address is proven, as the settings switch does. */
@Injectable()
export class NewsletterMarketingConsent extends MarketingConsent {
  constructor(
    private readonly subscribe: SubscribeNewsletter,
    private readonly newsletter: NewsletterRepository,
  ) {
    super();
  }

  async grant(email: string, source: MarketingOptInSource, language: Language, requestedAt?: Date): Promise<void> {
    await this.subscribe.execute({ email, consent: true, source, language, confirmationRequestedAt: requestedAt });
  }

  async consentedAmong(emails: string[]): Promise<Set<string>> {
    return new Set(await this.newsletter.subscribedAmong(emails));
  }
}
