import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Mailer, OutgoingMail } from './mailer';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** Every URL in a mail, in order of appearance, once each; HTML entities in hrefs decoded. */
export function extractLinks(...bodies: string[]): string[] {
  const found = bodies.flatMap((body) => body.match(URL_PATTERN) ?? []).map((url) => url.replace(/&amp;/g, '&').replace(/[.,;:]+$/, ''));
  return [...new Set(found)];
}

/** Development mail adapter: keeps mails in the database instead of sending them. */
@Injectable()
export class OutboxMailer extends Mailer {
  constructor(@InjectRepository(OutboxMessageOrmEntity) private readonly messages: Repository<OutboxMessageOrmEntity>) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.messages.insert({ recipient: mail.to.trim().toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
  }

  async listNewestFirst(recipient: string | undefined, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.messages.find({
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
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
