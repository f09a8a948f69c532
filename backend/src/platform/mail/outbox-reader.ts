import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../database/transactional-db';
import type { MailAttachment } from './mailer';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** What went with the mail (a calendar invitation), content as sent. */
  attachments: MailAttachment[];
  createdAt: string;
}

const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** Every URL in a mail, in order of appearance, once each; HTML entities in hrefs decoded. */
export function extractLinks(...bodies: string[]): string[] {
  const found = bodies.flatMap((body) => body.match(URL_PATTERN) ?? []).map((url) => url.replace(/&amp;/g, '&').replace(/[.,;:]+$/, ''));
  return [...new Set(found)];
}

/** Reads the outbox for the development mail page, whatever each mail's delivery state. */
@Injectable()
export class OutboxReader {
  constructor(private readonly db: TransactionalDb) {}

  async listNewestFirst(recipient: string | undefined, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db.repository(OutboxMessageOrmEntity).find({
      where: recipient ? { recipient: recipient.trim().toLowerCase() } : {},
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: extractLinks(row.text, row.html),
      attachments: row.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
