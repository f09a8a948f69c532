import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';

/** Contact messages sent from the members' email addresses. */
@Injectable()
export class SupportPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return { contact_messages: await this.db.manager.query(`SELECT * FROM contact_messages WHERE lower(email) = ANY($1::text[]) ORDER BY received_at`, [subject.emails]) };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.manager.query(`DELETE FROM contact_messages WHERE lower(email) = ANY($1::text[])`, [subject.emails]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.manager.query(`DELETE FROM contact_messages`);
    return {};
  }
}
