import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Clock } from '../clock/clock';
import { TransactionalDb } from '../database/transactional-db';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';
import { sql } from '../database/sql';
import { REMOVED_WORD, wholeWordsPattern } from '../database/whole-words';

/** Opens a mail support sends again: it tells what was true then, which the dashboard may no longer show. */
const COPY_NOTICE =
  'This is a copy of a mail we sent you earlier, sent again by our support team. It tells what was true when it was first sent: your dashboard shows your dinners as they are now.';
const COPY_NOTICE_STYLE = 'margin:0;padding:12px 24px;background:#fef3c7;color:#78350f;font-family:Helvetica,Arial,sans-serif;font-size:14px';

export type MailRecord = {
  recipient: string;
  subject: string;
  text: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
};

/** A mail as customer support lists it, to send it again. */
export interface MailSummary {
  id: string;
  recipient: string;
  subject: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** What a mail to someone else shows where it named an erased person. */
export const REDACTED = REMOVED_WORD;

/** The token of a link in a mail (every link that signs in, resets or confirms carries it as `token=`). */
const LINK_TOKEN = '([?&](amp;)?token=)[^&\\s"<>]+';

/** The outbox as a record of mails sent to people: for their data export and their erasure. */
@Injectable()
export class OutboxRecords {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {}

  /**
   * The mails to these addresses for their data export, each link's token replaced by
   * REDACTED: a sign-in, reset, verification or unsubscribe link is a credential, and an
   * export is a file that travels (issue 46).
   */
  listTo(emails: string[]): Promise<MailRecord[]> {
    return this.db.rows(
      sql`SELECT recipient, subject, regexp_replace(text, ${LINK_TOKEN}, ${`\\1${REDACTED}`}, 'gi') AS text, status, created_at, sent_at
            FROM mail_outbox WHERE recipient = ANY(${emails.map((email) => email.toLowerCase())}::text[]) ORDER BY created_at`,
    );
  }

  /** The newest mails to these addresses, for customer support. */
  async latestTo(emails: string[], limit: number): Promise<MailSummary[]> {
    const rows = await this.db.repository(OutboxMessageOrmEntity).find({
      where: { recipient: In(emails.map((email) => email.toLowerCase())) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }));
  }

  /**
   * A copy of the mail, due at once, to the same recipient (support resending it): the
   * original stays as the record of what was sent. The copy says first that it is one, as
   * what it tells (a table, its companions) may have changed since it was first sent. Null for an unknown mail. Joins the
   * caller's transaction.
   */
  async resend(mailId: string): Promise<MailSummary | null> {
    const outbox = this.db.repository(OutboxMessageOrmEntity);
    const original = await outbox.findOneBy({ id: mailId });
    if (!original) return null;
    const copy = await outbox.save(
      outbox.create({
        recipient: original.recipient,
        subject: original.subject,
        text: `${COPY_NOTICE}\n\n${original.text}`,
        html: original.html.replace(/<body[^>]*>/, (body) => `${body}\n<p style="${COPY_NOTICE_STYLE}">${COPY_NOTICE}</p>`),
        attachments: original.attachments,
        nextAttemptAt: this.clock.now(),
      }),
    );
    return { id: copy.id, recipient: copy.recipient, subject: copy.subject, status: copy.status, createdAt: copy.createdAt, sentAt: null };
  }

  /**
   * Removes every mail to these addresses. Mails to other people are theirs and stay: where
   * one mentions one of these words (names, email, phone), the word is replaced by
   * REDACTED, in the subject, the body and the attachments (a calendar invite).
   */
  async eraseAbout(emails: string[], mentions: string[]): Promise<void> {
    await this.db.change(sql`DELETE FROM mail_outbox WHERE recipient = ANY(${emails.map((email) => email.toLowerCase())}::text[])`);
    const pattern = wholeWordsPattern(mentions);
    if (!pattern) return;
    await this.db.change(
      sql`UPDATE mail_outbox
          SET subject = regexp_replace(subject, ${pattern}, ${REDACTED}, 'gi'),
              text = regexp_replace(text, ${pattern}, ${REDACTED}, 'gi'),
              html = regexp_replace(html, ${pattern}, ${REDACTED}, 'gi'),
              attachments = regexp_replace(attachments::text, ${pattern}, ${REDACTED}, 'gi')::jsonb
        WHERE (subject || ' ' || text || ' ' || html || ' ' || attachments::text) ~* ${pattern}`,
    );
  }

  /** Purge of all user data: every mail goes, sent or pending; they are to and about the people purged. */
  async purgeAll(): Promise<void> {
    await this.db.change(sql`DELETE FROM mail_outbox`);
  }
}
