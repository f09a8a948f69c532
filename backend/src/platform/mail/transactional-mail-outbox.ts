import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { TransactionalDb } from '../database/transactional-db';
import { UnitOfWork } from '../database/unit-of-work';
import { MailOutbox } from './mail-outbox';
import { OutgoingMail } from './mailer';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';
import { sql } from '../database/sql';
import { unnestInsert } from '../database/unnest-insert';

/**
 * Writes mails to `mail_outbox` in the ambient transaction, due for delivery at once. A
 * capped mail (one anybody can request for any address) is dropped, and logged, when the
 * address already got MAIL_CAP_PER_HOUR mails in the last hour: 12 addresses × 3 forms put
 * 108 mails into one inbox within seconds (issue 25). The answer to the request is the same
 * either way, so the cap tells nothing about the address. The count and the insert run under
 * a transaction advisory lock on the address, so concurrent requests count one after another
 * (100 concurrent posts put 43 mails past a cap of 10, issue 46).
 */
@Injectable()
export class TransactionalMailOutbox extends MailOutbox {
  private readonly logger = new Logger(TransactionalMailOutbox.name);

  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    if (!mail.capped) {
      await this.db.repository(OutboxMessageOrmEntity).insert(this.row(mail));
      return;
    }
    // Joins the caller's transaction, or opens one: the lock lasts until the insert commits.
    await this.unitOfWork.run(async () => {
      const recipient = mail.to.trim().toLowerCase();
      await this.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext('mail-cap:' || ${recipient}))`);
      if ((await this.sentInTheLastHour(recipient)) >= this.config.get('mailCapPerHour')) {
        this.logger.warn({ msg: 'mail over the per-recipient hourly cap not sent', subject: mail.subject });
        return;
      }
      await this.db.repository(OutboxMessageOrmEntity).insert(this.row(mail));
    });
  }

  /** Uncapped mails in one statement (one statement per mail held a 640-table run's store for a second); capped ones one by one, each checked against its cap. */
  override async enqueueAll(mails: readonly OutgoingMail[]): Promise<void> {
    // Capped ones locked in the order of their addresses, so two transactions never wait on each other's locks.
    const capped = mails.filter((m) => m.capped).sort((a, b) => a.to.trim().toLowerCase().localeCompare(b.to.trim().toLowerCase()));
    for (const mail of capped) await this.enqueue(mail);
    const rows = mails.filter((m) => !m.capped).map((mail) => this.row(mail));
    if (rows.length === 0) return;
    await this.db.rows(
      unnestInsert('mail_outbox', rows, [
        { name: 'recipient', type: 'varchar', value: (row) => row.recipient },
        { name: 'subject', type: 'text', value: (row) => row.subject },
        { name: 'text', type: 'text', value: (row) => row.text },
        { name: 'html', type: 'text', value: (row) => row.html },
        { name: 'attachments', type: 'jsonb', value: (row) => JSON.stringify(row.attachments) },
        { name: 'erase_after_delivery', type: 'boolean', value: (row) => row.eraseAfterDelivery },
        { name: 'next_attempt_at', type: 'timestamptz', value: (row) => row.nextAttemptAt },
      ]),
    );
  }

  private row(mail: OutgoingMail) {
    return {
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      eraseAfterDelivery: mail.eraseAfterDelivery ?? false,
      nextAttemptAt: this.clock.now(),
    };
  }

  /** Mails of any kind written to this address within the hour (created_at is the database's time). */
  private async sentInTheLastHour(recipient: string): Promise<number> {
    const [{ count }] = await this.db.rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = ${recipient} AND created_at > now() - interval '1 hour'`,
    );
    return count;
  }
}
