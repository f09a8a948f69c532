import { Injectable } from '@nestjs/common';
import { NewNewsletterSubscription, NewsletterRepository } from '../../application/newsletter.repository';
import { NewsletterSubscription } from '../../domain/newsletter';
import { NewsletterSubscriptionOrmEntity } from './newsletter-subscription.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

const toDomain = (row: NewsletterSubscriptionOrmEntity): NewsletterSubscription => ({
  id: row.id,
  email: row.email,
  subscribedAt: row.subscribedAt,
  consentText: row.consentText,
  source: row.source,
});

@Injectable()
export class TypeOrmNewsletterRepository extends NewsletterRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(NewsletterSubscriptionOrmEntity);
  }

  async addIfAbsent(subscription: NewNewsletterSubscription): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
    const result = await this.rows.createQueryBuilder().insert().values(subscription).orIgnore().returning('id').execute();
    const row = await this.rows.findOneByOrFail({ email: subscription.email });
    return { subscription: toDomain(row), created: result.raw.length > 0 };
  }

  async deleteByUnsubscribeTokenHash(hash: string): Promise<boolean> {
    const result = await this.rows.delete({ unsubscribeTokenHash: hash });
    return (result.affected ?? 0) > 0;
  }

  async findByEmail(email: string): Promise<NewsletterSubscription | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? toDomain(row) : null;
  }

  async subscribedAmong(emails: string[]): Promise<string[]> {
    // One array parameter: one statement text whatever the page's size, no entity to hydrate (the admin's user list).
    const rows = await this.db.rows<{ email: string }>(sql`SELECT email FROM newsletter_subscriptions WHERE email = ANY(${emails}::text[])`);
    return rows.map((row) => row.email);
  }

  async deleteByEmail(email: string): Promise<void> {
    await this.rows.delete({ email });
  }

  async moveEmail(from: string, to: string): Promise<void> {
    if (await this.rows.existsBy({ email: to })) await this.rows.delete({ email: from });
    else await this.rows.update({ email: from }, { email: to });
  }
}
