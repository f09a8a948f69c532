import { Injectable } from '@nestjs/common';
import { ConsentErrors } from '../domain/consent-errors';
import { hashLinkToken } from './link-token';
import { WaitlistRepository } from './waitlist.repository';

/** The waitlist mail's unsubscribe link: deletes the entry, email and consent record included. */
@Injectable()
export class LeaveWaitlist {
  constructor(private readonly waitlist: WaitlistRepository) {}

  async execute(token: string): Promise<void> {
    if (!(await this.waitlist.deleteByUnsubscribeTokenHash(hashLinkToken(token)))) throw ConsentErrors.unsubscribeLinkInvalid();
  }
}
