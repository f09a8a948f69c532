import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { ConfirmationKind, confirmationState, ConsentConfirmation } from '../domain/consent-confirmation';
import { ConsentErrors } from '../domain/consent-errors';
import { NewsletterSubscription } from '../domain/newsletter';
import { WaitlistStanding } from '../domain/waitlist';
import { ConsentConfirmationRepository } from './consent-confirmation.repository';
import { JoinWaitlist } from './join-waitlist';
import { hashLinkToken } from './link-token';
import { SubscribeNewsletter } from './subscribe-newsletter';
import { DEFAULT_LANGUAGE, type Language } from '../../../kernel/languages';

/** The welcome speaks the language the request was made in; English for a request from before it was kept. */
const languageOf = (request: ConsentConfirmation): Language => request.payload.language ?? DEFAULT_LANGUAGE;

/**
 * The mailed confirmation link, followed: uses its request once and records the consent
 * (subscription or waitlist entry, with the welcome mail) in the same unit of work, the
 * confirmation time as the consent time and the request time kept beside it.
 */
@Injectable()
export class ConfirmConsent {
  constructor(
    private readonly confirmations: ConsentConfirmationRepository,
    private readonly subscribe: SubscribeNewsletter,
    private readonly join: JoinWaitlist,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  confirmNewsletter(token: string): Promise<NewsletterSubscription> {
    return this.unitOfWork.run(async () => {
      const request = await this.use('newsletter', token);
      const source = request.payload.source ?? 'newsletter_form';
      return this.subscribe.execute({
        email: request.email,
        consent: true,
        source,
        language: languageOf(request),
        confirmationRequestedAt: request.requestedAt,
      });
    });
  }

  confirmWaitlist(token: string): Promise<WaitlistStanding & { announcement: string }> {
    return this.unitOfWork.run(async () => {
      const request = await this.use('waitlist', token);
      return this.join.execute({
        email: request.email,
        city: request.payload.city,
        consent: true,
        language: languageOf(request),
        confirmationRequestedAt: request.requestedAt,
      });
    });
  }

  /** The request behind the link, marked used; 404 unknown, 410 expired, 409 used (a second click, or a race for it). */
  private async use(kind: ConfirmationKind, token: string): Promise<ConsentConfirmation> {
    const request = await this.confirmations.findByTokenHash(kind, hashLinkToken(token));
    if (!request) throw ConsentErrors.confirmationLinkInvalid();
    const now = this.clock.now();
    const state = confirmationState(request, now);
    if (state === 'used') throw ConsentErrors.confirmationLinkUsed();
    if (state === 'expired') throw ConsentErrors.confirmationLinkExpired();
    if (!(await this.confirmations.markUsed(request.id, now))) throw ConsentErrors.confirmationLinkUsed();
    return request;
  }
}
