import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { OutboxRecords } from '../../../../platform/mail/outbox-records';
import { DataSubject, PersonalDataExport, PersonalDataHolder, PurgeCounts } from '../../application/personal-data';

/** The platform's records that concern people: the mails sent to them and the admin audit trail about them. */
@Injectable()
export class PlatformPersonalData extends PersonalDataHolder {
  constructor(
    private readonly outbox: OutboxRecords,
    private readonly audit: AdminAuditLog,
  ) {
    super();
  }

  async exportFor(subject: DataSubject): Promise<PersonalDataExport> {
    const auditEntries = await this.audit.listAbout(subject.userIds);
    return {
      mail_outbox: await this.outbox.listTo(subject.emails),
      admin_audit_log: auditEntries.map((entry) => ({ id: entry.id, action: entry.action, at: entry.at })),
    };
  }

  async erase(subject: DataSubject): Promise<void> {
    await this.outbox.eraseAbout(subject.emails, [...subject.emails, ...subject.mentions]);
    await this.audit.eraseMentions(subject.userIds, [...subject.emails, ...subject.mentions]);
  }

  override async purgeUsers(): Promise<PurgeCounts> {
    await this.outbox.purgeAll();
    await this.audit.erasePeople();
    return {};
  }
}
