import { Injectable } from '@nestjs/common';
import { OutboxRecords } from '../../../../platform/mail/outbox-records';
import { CustomerMails, SupportMail } from '../../application/customer-records';

@Injectable()
export class OutboxCustomerMails extends CustomerMails {
  constructor(private readonly outbox: OutboxRecords) {
    super();
  }

  async latestTo(email: string, limit: number): Promise<SupportMail[]> {
    return (await this.outbox.latestTo([email], limit)).map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      status: mail.status,
      created_at: mail.createdAt,
      sent_at: mail.sentAt,
    }));
  }
}
