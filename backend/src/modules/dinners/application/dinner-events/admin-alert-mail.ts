import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { counted } from '../../../../kernel/counted';
import { DinnerNeeds, describeNeeds } from '../../domain/admin-alerts';
import { timeZoneOf } from '../../domain/dinner-cities';
import { AdminContacts } from './admin-contacts';
import type { DinnerEvent } from './dinner-views';

/** The admins' alert that a dinner starting within hours still needs them, and what it lacks; to the support address when there is no admin. */
@Injectable()
export class AdminAlertMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: AdminContacts,
    private readonly config: AppConfig,
  ) {}

  async send(dinner: Pick<DinnerEvent, 'id' | 'city' | 'country' | 'eventDate'>, hoursBefore: number, needs: DinnerNeeds): Promise<void> {
    const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(
      dinner.eventDate,
    );
    const recipients = await this.admins.emails();
    for (const to of recipients.length > 0 ? recipients : [this.config.get('supportEmail') as string]) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: 'Hello,',
        paragraphs: [
          `The dinner in ${dinner.city} on ${when} starts within ${counted(hoursBefore, 'hour')} and still needs you:`,
          ...describeNeeds(needs).map((line) => `${line}.`),
          'At its start, every group seated at a table its restaurant did not decline dines; the couples without one are refunded in full and told.',
        ],
        button: { label: 'Open the operations page', url: `${this.config.get('publicUrl')}/admin/dinners/${dinner.id}/operations` },
      });
      await this.outbox.enqueue({ to, subject: `Dinner in ${dinner.city} starts within ${counted(hoursBefore, 'hour')} and needs you`, ...body });
    }
  }
}
