import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { TransactionalDb } from '../database/transactional-db';
import { MailOutbox } from './mail-outbox';
import { OutgoingMail } from './mailer';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';

/** Writes mails to `mail_outbox` in the ambient transaction, due for delivery at once. */
@Injectable()
export class TransactionalMailOutbox extends MailOutbox {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    await this.db.repository(OutboxMessageOrmEntity).insert({
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      eraseAfterDelivery: mail.eraseAfterDelivery ?? false,
      nextAttemptAt: this.clock.now(),
    });
  }
}
