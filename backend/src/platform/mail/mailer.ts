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
}

/** Port for sending email. Bound to SMTP when SMTP_URL is set, to the database outbox otherwise. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
