import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { Mailer } from './mailer';
import { OutboxMessageOrmEntity, OutboxStatus } from './outbox-message.orm-entity';
import { changeRows, raw, sql } from '../database/sql';

/** How long a claimed mail stays reserved for the instance sending it (longer than any SMTP timeout). */
const DELIVERY_LEASE_MS = 2 * 60 * 1000;
/**
 * Mails in flight at once per instance. A mail spends most of its time waiting for the SMTP
 * server's answers and the outbox's statements: one at a time, a Friday's reveal mails went out
 * at a few a second (issue 50). Each sender claims its own mail, so the lease still covers one send.
 */
export const OUTBOX_SENDERS = 8;
/** After this many failed attempts (about a day of backoff) a mail is given up and logged. */
const MAX_DELIVERY_ATTEMPTS = 12;

/** Wait before attempt n + 1 after n failures: 30 s, 1 min, 2 min, ... capped at 4 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 4 * 60 * 60 * 1000);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends due outbox mails through the `Mailer` transport.
 *
 * Each mail is claimed just before it is sent, in a short statement with `FOR UPDATE SKIP
 * LOCKED` that also pushes its next attempt a lease ahead: two instances never claim the
 * same mail, and a mail whose sender died mid-send becomes due again when the lease ends.
 * The lease covers one send, never a queue of them: a batch claimed at once under one
 * lease outlived it on a slow server (7 s a mail) and other instances sent its tail again
 * (issue 25). Several senders work side by side, each claiming one mail at a time. A mail is marked sent right after the transport accepts it, in
 * the statement that claims the sender's next mail; only a crash between those two steps can send it twice (at-least-once delivery, never lost).
 */
@Injectable()
export class OutboxDelivery {
  private readonly logger = new Logger(OutboxDelivery.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /** Delivers every mail due now: several senders side by side, each one claim at a time. */
  async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const sender = async () => {
      // A sent mail is marked in the statement that claims the next: one round trip a mail, not two.
      let sent: OutboxMessageOrmEntity | null = null;
      for (let message = await this.claimNext(sent); message; message = await this.claimNext(sent)) {
        sent = (await this.deliver(message)) ? message : null;
        if (sent) report.sent += 1;
        else report.failed += 1;
      }
    };
    await Promise.all(Array.from({ length: OUTBOX_SENDERS }, sender));
    return report;
  }

  /** Marks the mail the sender last sent (if any), then claims the next due one. */
  private async claimNext(sent: OutboxMessageOrmEntity | null): Promise<OutboxMessageOrmEntity | null> {
    const now = this.clock.now();
    const {
      rows: [row],
    } = await changeRows<Record<string, unknown>>(
      this.dataSource,
      sql`${sent ? sql`WITH sent AS (${this.markSent(sent)}) ` : raw('')}UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + DELIVERY_LEASE_MS)}
       WHERE id = (SELECT id FROM mail_outbox WHERE status = ${'pending' satisfies OutboxStatus} AND next_attempt_at <= ${now}${sent ? sql` AND id <> ${sent.id}` : raw('')}
                   ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, text, html, attachments, attempts, erase_after_delivery AS "eraseAfterDelivery"`,
    );
    return row ? Object.assign(new OutboxMessageOrmEntity(), row) : null;
  }

  private async deliver(message: OutboxMessageOrmEntity): Promise<boolean> {
    try {
      await this.mailer.send({ to: message.recipient, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments });
    } catch (error) {
      await this.recordFailure(message, error instanceof Error ? error.message : String(error));
      return false;
    }
    // The id finds the mail in the outbox; recipient and subject stay out of the log (personal data).
    this.logger.log({ msg: 'mail sent', mailId: message.id, attempts: message.attempts });
    return true;
  }

  /** A mail the transport accepted: sent, or gone when it is erased after delivery. Until marked its lease keeps it from being claimed again. */
  private markSent(message: OutboxMessageOrmEntity) {
    return message.eraseAfterDelivery
      ? sql`DELETE FROM mail_outbox WHERE id = ${message.id}`
      : sql`UPDATE mail_outbox SET status = ${'sent' satisfies OutboxStatus}, sent_at = ${this.clock.now()}, last_error = NULL WHERE id = ${message.id}`;
  }

  private async recordFailure(message: OutboxMessageOrmEntity, problem: string): Promise<void> {
    const givenUp = message.attempts >= MAX_DELIVERY_ATTEMPTS;
    const nextAttemptAt = new Date(this.clock.now().getTime() + retryDelayMs(message.attempts));
    await changeRows(
      this.dataSource,
      sql`UPDATE mail_outbox SET status = ${(givenUp ? 'failed' : 'pending') satisfies OutboxStatus}, next_attempt_at = ${nextAttemptAt}, last_error = ${problem.slice(0, 1000)} WHERE id = ${message.id}`,
    );
    const log = { msg: givenUp ? 'mail given up' : 'mail delivery failed, will retry', mailId: message.id, attempts: message.attempts, error: problem };
    if (givenUp) this.logger.error(log);
    else this.logger.warn(log);
  }
}
