import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../database/transactional-db';

export type MailRecord = {
  recipient: string;
  subject: string;
  text: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The outbox as a record of mails sent to people: for their data export and their erasure. */
@Injectable()
export class OutboxRecords {
  constructor(private readonly db: TransactionalDb) {}

  listTo(emails: string[]): Promise<MailRecord[]> {
    return this.db.manager.query(
      `SELECT recipient, subject, text, status, created_at, sent_at FROM mail_outbox WHERE recipient = ANY($1::text[]) ORDER BY created_at`,
      [emails.map((email) => email.toLowerCase())],
    );
  }

  /**
   * Removes every mail to these addresses and every mail to others that mentions one of
   * these words (names, email, phone): pending ones are not sent any more.
   */
  async eraseAbout(emails: string[], mentions: string[]): Promise<void> {
    await this.db.manager.query(`DELETE FROM mail_outbox WHERE recipient = ANY($1::text[])`, [emails.map((email) => email.toLowerCase())]);
    const words = mentions.map((word) => word.trim()).filter((word) => word.length > 0);
    if (words.length === 0) return;
    await this.db.manager.query(`DELETE FROM mail_outbox WHERE (subject || ' ' || text || ' ' || html) ~* $1`, [
      `\\m(${words.map(escapeRegex).join('|')})\\M`,
    ]);
  }

  /** Purge of all user data: every mail goes, sent or pending; they are to and about the people purged. */
  async purgeAll(): Promise<void> {
    await this.db.manager.query(`DELETE FROM mail_outbox`);
  }
}
