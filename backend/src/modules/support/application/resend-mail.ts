import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../kernel/domain-error';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { MailSummary, OutboxRecords } from '../../../platform/mail/outbox-records';
import { CustomerDirectory } from './customer-records';

const mailNotFound = () => new DomainError('not_found', 'SUPPORT.MAIL_NOT_FOUND', 'Mail not found');

/**
 * Customer support sends a mail from the outbox again, to the same recipient only (a copy,
 * delivered by the outbox job like any other mail; links in it are as valid as they were).
 * The copy and the audit entry, naming the recipient's account when there is one, commit
 * together.
 */
@Injectable()
export class ResendMail {
  constructor(
    private readonly outbox: OutboxRecords,
    private readonly directory: CustomerDirectory,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(adminId: string, mailId: string, reason: string): Promise<MailSummary> {
    return this.unitOfWork.run(async () => {
      const copy = await this.outbox.resend(mailId);
      if (!copy) throw mailNotFound();
      const recipients = (await this.directory.find(copy.recipient, 20)).filter((user) => user.email.toLowerCase() === copy.recipient);
      await this.audit.record({
        adminId,
        action: 'resend_mail',
        subjectUserIds: recipients.map((user) => user.id),
        detail: { reason, mailId, copyId: copy.id, subject: copy.subject },
      });
      return copy;
    });
  }
}
