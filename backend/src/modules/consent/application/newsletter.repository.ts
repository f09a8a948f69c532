import { NewsletterSource, NewsletterSubscription } from '../domain/newsletter';

export interface NewNewsletterSubscription {
  email: string;
  subscribedAt: Date;
  consentText: string;
  unsubscribeTokenHash: string;
  source: NewsletterSource;
  /** When the public form asked for it: the consent time is when the mailed link confirmed it. Null when no confirmation was needed. */
  confirmationRequestedAt: Date | null;
}

export abstract class NewsletterRepository {
  /** Adds the subscription unless the email is already subscribed. */
  abstract addIfAbsent(subscription: NewNewsletterSubscription): Promise<{ subscription: NewsletterSubscription; created: boolean }>;
  /** Deletes the subscription the token belongs to; false when there is none. */
  abstract deleteByUnsubscribeTokenHash(hash: string): Promise<boolean>;
  abstract findByEmail(email: string): Promise<NewsletterSubscription | null>;
  /** The emails among these that are subscribed. */
  abstract subscribedAmong(emails: string[]): Promise<string[]>;
  abstract deleteByEmail(email: string): Promise<void>;
  /** A member's new sign-in email takes over the subscription (kept once when both were subscribed). */
  abstract moveEmail(from: string, to: string): Promise<void>;
}
