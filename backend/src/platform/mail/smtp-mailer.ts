import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { Mailer, OutgoingMail } from './mailer';

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

export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...withCalendarEvent(mail) });
  }
}
