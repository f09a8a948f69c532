import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { BookedCouple } from './booked-couples';
import { DinnerToMatch } from './matching-dinners';

/** The dinner as the run that left the couple out saw it. */
type RunDinner = Pick<DinnerToMatch, 'city' | 'eventDate' | 'timeZone' | 'revealed' | 'revealAt'>;

/** The dinner's date as its city reads it. */
function formatDate(dinner: RunDinner): string {
  return new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeZone: dinner.timeZone }).format(dinner.eventDate);
}

/** The mail to a paid couple the run could not seat (by `matching.unmatched-mails`, from the run's event), while an admin may still seat it. */
@Injectable()
export class UnmatchedCoupleMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async notMatched(dinner: RunDinner, couple: BookedCouple, now: Date): Promise<void> {
    // Once the reveal went out or is due (a deadline inside the reveal window), "we may still seat you before the dinner
    // is revealed" is false: a couple without a group is then refunded within minutes, and that refund's mail tells it.
    if (dinner.revealed || now.getTime() >= dinner.revealAt.getTime()) return;
    for (const person of couple.people) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${person.firstName},`,
        paragraphs: [
          `We could not find a table for you at the surprise dinner in ${dinner.city} on ${formatDate(dinner)}: no group fitted your preferences this time.`,
          'Our team may still seat you before the dinner is revealed. If we cannot, your logistics fee is refunded in full.',
        ],
        button: { label: 'View your dinners', url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: person.email, subject: 'We have not found your table yet', ...body });
    }
  }
}
