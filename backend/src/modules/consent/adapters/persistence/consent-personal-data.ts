import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';
import { sql } from '../../../../platform/database/sql';

/**
 * Waitlist and newsletter consent records under the members' emails, and the requests still
 * waiting for their confirmation link (without the token's hash). Cookie choices are kept per
 * anonymous browser id, linked to nobody, so they are neither exported nor erased.
 */
@Injectable()
export class ConsentPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      waitlist_entries: await this.db.rows(
        sql`SELECT id, email, city, joined_at, consent_text, confirmation_requested_at FROM waitlist_entries WHERE email = ANY(${subject.emails}::text[])`,
      ),
      newsletter_subscriptions: await this.db.rows(
        sql`SELECT id, email, subscribed_at, consent_text, source, confirmation_requested_at FROM newsletter_subscriptions WHERE email = ANY(${subject.emails}::text[])`,
      ),
      consent_confirmations: await this.db.rows(
        sql`SELECT id, kind, email, payload, requested_at, expires_at, used_at FROM consent_confirmations WHERE email = ANY(${subject.emails}::text[])`,
      ),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`DELETE FROM waitlist_entries WHERE email = ANY(${subject.emails}::text[])`);
    await this.db.change(sql`DELETE FROM newsletter_subscriptions WHERE email = ANY(${subject.emails}::text[])`);
    await this.db.change(sql`DELETE FROM consent_confirmations WHERE email = ANY(${subject.emails}::text[])`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM waitlist_entries`);
    await this.db.change(sql`DELETE FROM newsletter_subscriptions`);
    await this.db.change(sql`DELETE FROM consent_confirmations`);
    return {};
  }
}
