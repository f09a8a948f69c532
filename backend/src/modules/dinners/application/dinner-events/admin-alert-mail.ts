import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import type { Translate } from '../../../../kernel/translator';
import { DinnerNeeds } from '../../domain/admin-alerts';
import { timeZoneOf } from '../../domain/dinner-cities';
import { dinnerTime } from '../reservations/restaurant-reservation-mails';
import { DinnersKey, dinnersMessages } from '../dinners-messages';
import { AdminContacts } from './admin-contacts';
import type { DinnerEvent } from './dinner-views';

/** What a dinner lacks, a line each, in the order of the operations page. */
function needLines(t: Translate<DinnersKey>, needs: DinnerNeeds): string[] {
  const lines: [number, DinnersKey][] = [
    [needs.unseatedCouples, 'dinners.admin.need.unseated'],
    [needs.groupsWithoutRestaurant, 'dinners.admin.need.noRestaurant'],
    [needs.tablesDeclined, 'dinners.admin.need.declined'],
    [needs.tablesUnanswered, 'dinners.admin.need.unanswered'],
    [needs.tablesAtDeactivatedRestaurants, 'dinners.admin.need.deactivated'],
  ];
  return lines.filter(([count]) => count > 0).map(([count, key]) => t(key, { count }));
}

/** The admins' alert that a dinner starting within hours still needs them, and what it lacks; to the support address when there is no admin. */
@Injectable()
export class AdminAlertMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: AdminContacts,
    private readonly config: AppConfig,
  ) {}

  async send(dinner: Pick<DinnerEvent, 'id' | 'city' | 'country' | 'eventDate'>, hoursBefore: number, needs: DinnerNeeds): Promise<void> {
    for (const { email, language } of await this.admins.recipients()) {
      const t = dinnersMessages.in(language);
      const when = dinnerTime(dinner.eventDate, timeZoneOf(dinner.city, dinner.country), language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language,
        greeting: t('dinners.admin.greeting'),
        paragraphs: [t('dinners.admin.alert', { city: dinner.city, when, hours: hoursBefore }), ...needLines(t, needs), t('dinners.admin.alertAtStart')],
        button: { label: t('dinners.admin.operationsButton'), url: `${this.config.get('publicUrl')}/admin/dinners/${dinner.id}/operations` },
      });
      await this.outbox.enqueue({ to: email, subject: t('dinners.admin.alertSubject', { city: dinner.city, hours: hoursBefore }), ...body });
    }
  }
}
