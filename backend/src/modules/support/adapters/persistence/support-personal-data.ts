import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../../identity';
import { sql } from '../../../../platform/database/sql';

/** Contact messages sent from the members' email addresses. */
@Injectable()
export class SupportPersonalData extends PersonalDataHolder {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    return {
      contact_messages: await this.db.rows(sql`SELECT * FROM contact_messages WHERE lower(email) = ANY(${subject.emails}::text[]) ORDER BY received_at`),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.db.change(sql`DELETE FROM contact_messages WHERE lower(email) = ANY(${subject.emails}::text[])`);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.db.change(sql`DELETE FROM contact_messages`);
    return {};
  }
}
