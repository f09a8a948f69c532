import { Injectable } from '@nestjs/common';
import { AccountEmailFollower } from '../../../identity';
import { NewsletterRepository } from '../../application/newsletter.repository';

/** A member who changes the sign-in email keeps the newsletter, now at the new address. */
@Injectable()
export class NewsletterEmailFollower extends AccountEmailFollower {
  constructor(private readonly newsletter: NewsletterRepository) {
    super();
  }

  emailChanged(from: string, to: string): Promise<void> {
    return this.newsletter.moveEmail(from, to);
  }
}
