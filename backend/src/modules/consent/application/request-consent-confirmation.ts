import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../../kernel/email';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { confirmationExpiry, ConfirmationKind, ConfirmationPayload } from '../domain/consent-confirmation';
import { ConsentErrors } from '../domain/consent-errors';
import { hasLaunched, LAUNCH_CITY } from '../domain/waitlist';
import { ConsentConfirmationRepository } from './consent-confirmation.repository';
import { consentConfirmationMail } from './consent-mails';
import { createLinkToken } from './link-token';
import { NewsletterRepository } from './newsletter.repository';
import { waitlistCityOf } from './waitlist-city';
import { WaitlistRepository } from './waitlist.repository';
import type { Language } from '../../../kernel/languages';

export interface ConfirmationRequest {
  kind: ConfirmationKind;
  email: string;
  consent: boolean;
  /** The language of the page the visitor used: the confirmation mail's, and the welcome's. */
  language: Language;
  payload?: ConfirmationPayload;
}

/**
 * Double opt-in (issue 46): a request to join a list records no consent and no entry; it
 * waits for the link mailed to the address, and expires unconfirmed. The caller answers the
 * same whether the address is new, waiting or already on the list: an address on the list
 * gets no mail (nothing to confirm), any other a fresh link that replaces its earlier one.
 */
@Injectable()
export class RequestConsentConfirmation {
  constructor(
    private readonly confirmations: ConsentConfirmationRepository,
    private readonly newsletter: NewsletterRepository,
    private readonly waitlist: WaitlistRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(request: ConfirmationRequest): Promise<{ email: string }> {
    if (request.consent !== true) throw ConsentErrors.consentRequired(request.kind);
    const email = normalizeEmail(request.email);
    const { language } = request;
    const payload = { ...request.payload, language, ...(request.kind === 'waitlist' ? { city: waitlistCityOf(request.payload?.city) } : {}) };
    if (await this.isListed(request.kind, email, payload.city)) return { email };
    const now = this.clock.now();
    const { token, hash } = createLinkToken();
    const context = { appName: this.config.get('appName'), publicUrl: this.config.get('publicUrl'), language };
    await this.unitOfWork.run(async () => {
      await this.confirmations.replaceOpen({
        kind: request.kind,
        email,
        payload,
        tokenHash: hash,
        requestedAt: now,
        expiresAt: confirmationExpiry(now),
      });
      await this.outbox.enqueue(consentConfirmationMail(context, request.kind, email, token, hasLaunched(now)));
    });
    return { email };
  }

  private async isListed(kind: ConfirmationKind, email: string, city = LAUNCH_CITY): Promise<boolean> {
    return kind === 'newsletter' ? (await this.newsletter.findByEmail(email)) !== null : this.waitlist.isListed(email, city);
  }
}
