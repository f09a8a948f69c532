import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { ConsentErrors } from '../domain/consent-errors';
import { normalizeEmail } from '../../../kernel/email';
import { NewsletterSource, NewsletterSubscription } from '../domain/newsletter';
import { newsletterConsentText } from './consent-texts';
import { newsletterConfirmationMail } from './consent-mails';
import { NewsletterRepository } from './newsletter.repository';
import { createLinkToken } from './link-token';
import type { Language } from '../../../kernel/languages';

/**
 * Subscribes an email to the newsletter (idempotent), recording when and where the consent was given, and mails a welcome with an unsubscribe link.
 * Callers vouch for the address: a followed confirmation link (its request time kept), or a member's own verified sign-in email.
 */
@Injectable()
export class SubscribeNewsletter {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** `language`: the welcome mail's and the consent record's (the page the visitor used, or the member's). */
  async execute(input: {
    email: string;
    consent: boolean;
    source: NewsletterSource;
    language: Language;
    confirmationRequestedAt?: Date;
  }): Promise<NewsletterSubscription> {
    if (input.consent !== true) throw ConsentErrors.consentRequired('newsletter');
    const { token, hash } = createLinkToken();
    const { subscription, created } = await this.newsletter.addIfAbsent({
      email: normalizeEmail(input.email),
      subscribedAt: this.clock.now(),
      consentText: newsletterConsentText(input.source, input.language),
      unsubscribeTokenHash: hash,
      source: input.source,
      confirmationRequestedAt: input.confirmationRequestedAt ?? null,
    });
    if (created) {
      await this.outbox.enqueue(
        newsletterConfirmationMail(
          { appName: this.config.get('appName'), publicUrl: this.config.get('publicUrl'), language: input.language },
          subscription.email,
          token,
        ),
      );
    }
    return subscription;
  }
}
