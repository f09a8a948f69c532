import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/**
 * Waitlist and newsletter consent records under the members' emails. Cookie choices are
 * kept per anonymous browser id, linked to nobody, so they are neither exported nor erased.
 */
@Injectable()
export class ConsentPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const query = (sql: string) => this.db.manager.query(sql, [subject.emails]);
    return {
      waitlist_entries: await query(`SELECT id, email, joined_at, consent_text FROM waitlist_entries WHERE email = ANY($1::text[])`),
      newsletter_subscriptions: await query(`SELECT id, email, subscribed_at, consent_text, source FROM newsletter_subscriptions WHERE email = ANY($1::text[])`),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.manager.query(`DELETE FROM waitlist_entries WHERE email = ANY($1::text[])`, [subject.emails]);
    await this.db.manager.query(`DELETE FROM newsletter_subscriptions WHERE email = ANY($1::text[])`, [subject.emails]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.manager.query(`DELETE FROM waitlist_entries`);
    await this.db.manager.query(`DELETE FROM newsletter_subscriptions`);
    return {};
  }
}
