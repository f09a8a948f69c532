import { NewsletterSubscription } from '../domain/newsletter';

export interface NewNewsletterSubscription {
  email: string;
  subscribedAt: Date;
  consentText: string;
  unsubscribeTokenHash: string;
}

export abstract class NewsletterRepository {
  /** Adds the subscription unless the email is already subscribed. */
  abstract addIfAbsent(subscription: NewNewsletterSubscription): Promise<{ subscription: NewsletterSubscription; created: boolean }>;
  /** Deletes the subscription the token belongs to; false when there is none. */
  abstract deleteByUnsubscribeTokenHash(hash: string): Promise<boolean>;
}
