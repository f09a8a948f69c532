import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { BookedCouple } from './booked-couples';
import { DinnerToMatch } from './matching-dinners';

type LeftDinner = Pick<DinnerToMatch, 'city' | 'eventDate' | 'timeZone'>;

const formatDate = (dinner: LeftDinner) => new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeZone: dinner.timeZone }).format(dinner.eventDate);

/**
 * The mail to each member of a revealed group that a couple left. It names nobody: the
 * couple who left is gone from the product, and its members' data with it.
 */
@Injectable()
export class GroupLeaverMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** `others`: the couples still at the table besides this one. */
  async coupleLeft(dinner: LeftDinner, couple: BookedCouple, others: number): Promise<void> {
    const table =
      others > 0
        ? `Your table stays as it was revealed: you will dine with the ${others === 1 ? 'other couple' : `${others} other couples`} of your group.`
        : 'You are now the only couple at your table: our team will be in touch before the dinner about where you will sit.';
    for (const person of couple.people) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${person.firstName},`,
        paragraphs: [`One couple of your group for the surprise dinner in ${dinner.city} on ${formatDate(dinner)} can no longer join.`, table],
        button: { label: 'View your dinner', url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: person.email, subject: 'A change to your dinner group', ...body });
    }
  }
}
