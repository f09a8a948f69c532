import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { counted } from '../../../../kernel/counted';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { timeZoneOf } from '../../domain/dinner-cities';
import { isRevealed } from '../../domain/reveal-policy';
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
    const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(
      dinner.eventDate,
    );
    const needs = [
      report.unmatchedCouples > 0 && `${counted(report.unmatchedCouples, 'paid couple is', 'paid couples are')} without a group.`,
      report.unplacedGroups > 0 && `${counted(report.unplacedGroups, 'group has', 'groups have')} no restaurant table yet.`,
    ].filter((line): line is string => Boolean(line));
    // A deadline inside the reveal window: there is no reveal ahead to act before. Its couples without a group are
    // refunded within minutes (RefundUnseatedCouples); a group gets its reveal as soon as it has a table.
    const late = isRevealed(dinner.eventDate, now);
    const recipients = await this.admins.emails();
    for (const to of recipients.length > 0 ? recipients : [this.config.get('supportEmail') as string]) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: 'Hello,',
        paragraphs: [
          `Automatic matching of the dinner in ${dinner.city} on ${when} formed ${counted(report.groups, 'group')}, but the dinner needs you ${late ? `before it starts` : 'before the reveal, 24 hours ahead'}:`,
          ...needs,
          late
            ? 'Its reveal time has passed: couples left without a group are refunded within minutes, and a group is revealed as soon as you choose its restaurant in Group & Restaurant Management.'
            : 'Move the couples or choose restaurants in Group & Restaurant Management. Couples left without a group are refunded at the reveal.',
        ],
        button: { label: 'Open the admin dashboard', url: `${this.config.get('publicUrl')}/admin-dashboard` },
      });
      await this.outbox.enqueue({ to, subject: `Dinner in ${dinner.city} needs manual intervention`, ...body });
    }
  }
}
