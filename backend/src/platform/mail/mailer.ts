export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The outbox forgets the mail once sent (its recipient's data was erased). */
  eraseAfterDelivery?: boolean;
  /**
   * Anyone can make us send it to any address (a sign-in link, a receipt, a confirmation):
   * beyond MAIL_CAP_PER_HOUR mails to that address in the last hour it is not sent.
   */
  capped?: boolean;
}

/**
 * The transport that hands a mail to the outside world: SMTP when SMTP_URL is set, the dev
 * outbox otherwise. Only the outbox delivery calls it; use cases enqueue with `MailOutbox`.
 */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
