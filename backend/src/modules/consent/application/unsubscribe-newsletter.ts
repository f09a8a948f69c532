import { Injectable } from '@nestjs/common';
import { ConsentErrors } from '../domain/consent-errors';
import { NewsletterRepository } from './newsletter.repository';
import { hashLinkToken } from './link-token';

/** The newsletter mail's unsubscribe link: deletes the subscription. */
@Injectable()
export class UnsubscribeNewsletter {
  constructor(private readonly newsletter: NewsletterRepository) {}

  async execute(token: string): Promise<void> {
    if (!(await this.newsletter.deleteByUnsubscribeTokenHash(hashLinkToken(token)))) throw ConsentErrors.unsubscribeLinkInvalid();
  }
}
