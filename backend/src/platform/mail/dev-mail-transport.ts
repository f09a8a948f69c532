import { Injectable } from '@nestjs/common';
import { Mailer } from './mailer';

/**
 * Development transport when SMTP_URL is unset: the mail is already in `mail_outbox`,
 * where the dev outbox page shows it, so delivering it means only marking it sent.
 */
@Injectable()
export class DevMailTransport extends Mailer {
  async send(): Promise<void> {}
}
