import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NewsletterSource } from '../../domain/newsletter';

@Entity('newsletter_subscriptions')
@Index('uq_newsletter_subscriptions_email', ['email'], { unique: true })
@Index('uq_newsletter_subscriptions_unsubscribe_token', ['unsubscribeTokenHash'], { unique: true })
export class NewsletterSubscriptionOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ name: 'subscribed_at', type: 'timestamptz' }) subscribedAt: Date;
  @Column({ name: 'consent_text', type: 'text' }) consentText: string;
  @Column({ type: 'varchar', length: 30, default: 'newsletter_form' }) source: NewsletterSource;
  /** When the public form asked; subscribed_at is when the mailed link confirmed it (double opt-in, issue 46). Null for a member's own verified address, and before double opt-in. */
  @Column({ name: 'confirmation_requested_at', type: 'timestamptz', nullable: true }) confirmationRequestedAt: Date | null;
  @Column({ name: 'unsubscribe_token_hash', type: 'varchar', length: 64 }) unsubscribeTokenHash: string;
}
