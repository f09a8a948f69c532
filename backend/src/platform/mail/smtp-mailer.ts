import { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { Mailer, OutgoingMail } from './mailer';
import { OUTBOX_SENDERS } from './outbox-delivery';

/** Bounded timeouts: a hanging server must fail an attempt well within the delivery lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A calendar file goes as nodemailer's `icalEvent`: a text/calendar part with its METHOD
 * beside the text and HTML (what Outlook and Gmail read as an invitation, or its
 * cancellation), and the same file attached.
 */
export function withCalendarEvent(mail: OutgoingMail): SendMailOptions {
  const { eraseAfterDelivery: _erase, ...message } = mail;
  const calendar = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!calendar) return message;
  const method = /method=([A-Z]+)/i.exec(calendar.contentType)?.[1].toUpperCase() ?? 'PUBLISH';
  return {
    ...message,
    attachments: mail.attachments?.filter((attachment) => attachment !== calendar),
    icalEvent: { filename: calendar.filename, method, content: calendar.content },
  };
}

/**
 * Through a pool of SMTP connections kept open from one mail to the next, as many as the
 * outbox has senders: a connection per mail (the handshake, EHLO and often TLS each time)
 * cost more than the mail itself (issue 50).
 */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    // The pool itself reads the URL beside the other options: createTransport({ url, ... }) keeps only the URL's, and
    // dropped both the pool and the timeouts.
    this.transport = createTransport(new SMTPPool({ url: smtpUrl, pool: true, maxConnections: OUTBOX_SENDERS, ...TIMEOUTS }));
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...withCalendarEvent(mail) });
  }

  /** The pool's open connections would keep a stopping process alive. */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
