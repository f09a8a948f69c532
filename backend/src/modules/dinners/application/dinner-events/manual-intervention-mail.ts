import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { timeZoneOf } from '../../domain/dinner-cities';
import { isRevealed } from '../../domain/reveal-policy';
import { dinnerTime } from '../reservations/restaurant-reservation-mails';
import { dinnersMessages } from '../dinners-messages';
import { AdminContacts } from './admin-contacts';
import { DinnerEvent } from './dinner-views';
import type { DinnerFacts } from '../../domain/dinner-events';

/**
 * Tells the admins that a dinner the schedule matched needs them (`dinner.needs_admin`):
 * which couples are without a group and which groups without a table.
 */
@Injectable()
export class ManualInterventionMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: AdminContacts,
    private readonly config: AppConfig,
  ) {}

  async send(dinner: Pick<DinnerEvent, 'id' | 'city' | 'country' | 'eventDate'>, report: DinnerFacts['dinner.needs_admin'], now: Date): Promise<void> {
    // A deadline inside the reveal window: there is no reveal ahead to act before. Its couples without a group are
    // refunded within minutes (RefundUnseatedCouples); a group gets its reveal as soon as it has a table.
    const late = isRevealed(dinner.eventDate, now);
    for (const { email, language } of await this.admins.recipients()) {
      const t = dinnersMessages.in(language);
      const when = dinnerTime(dinner.eventDate, timeZoneOf(dinner.city, dinner.country), language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language,
        greeting: t('dinners.admin.greeting'),
        paragraphs: [
          t('dinners.admin.intervention', { city: dinner.city, when, groups: report.groups, late: late ? 'yes' : 'no' }),
          ...(report.unmatchedCouples > 0 ? [t('dinners.admin.intervention.unmatched', { count: report.unmatchedCouples })] : []),
          ...(report.unplacedGroups > 0 ? [t('dinners.admin.intervention.unplaced', { count: report.unplacedGroups })] : []),
          t(late ? 'dinners.admin.intervention.late' : 'dinners.admin.intervention.ahead'),
        ],
        button: { label: t('dinners.admin.dashboardButton'), url: `${this.config.get('publicUrl')}/admin-dashboard` },
      });
      await this.outbox.enqueue({ to: email, subject: t('dinners.admin.interventionSubject', { city: dinner.city }), ...body });
    }
  }
}
