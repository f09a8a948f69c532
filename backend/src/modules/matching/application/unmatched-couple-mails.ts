import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { Language, localeOf } from '../../../kernel/languages';
import { BookedCouple } from './booked-couples';
import { CoupleMailContacts } from './couple-mail-contacts';
import { DinnerToMatch } from './matching-dinners';
import { matchingMessages } from './matching-messages';

/** The dinner as the run that left the couple out saw it. */
type RunDinner = Pick<DinnerToMatch, 'city' | 'eventDate' | 'timeZone' | 'revealed' | 'revealAt'>;

/** The dinner's date as its city reads it, in the reader's language. */
function formatDate(dinner: RunDinner, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: dinner.timeZone }).format(dinner.eventDate);
}

/** The mail to a paid couple the run could not seat (by `matching.unmatched-mails`, from the run's event), while an admin may still seat it. */
@Injectable()
export class UnmatchedCoupleMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly contacts: CoupleMailContacts,
  ) {}

  async notMatched(dinner: RunDinner, couple: BookedCouple, now: Date): Promise<void> {
    // Once the reveal went out or is due (a deadline inside the reveal window), "we may still seat you before the dinner
    // is revealed" is false: a couple without a group is then refunded within minutes, and that refund's mail tells it.
    if (dinner.revealed || now.getTime() >= dinner.revealAt.getTime()) return;
    for (const person of await this.contacts.of(couple.coupleId)) {
      const t = matchingMessages.in(person.language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: person.language,
        greeting: t('matching.greeting', { firstName: person.firstName }),
        paragraphs: [t('matching.unmatched.noTable', { city: dinner.city, day: formatDate(dinner, person.language) }), t('matching.unmatched.maySeat')],
        button: { label: t('matching.button.viewDinners'), url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: person.email, subject: t('matching.unmatched.subject'), ...body });
    }
  }
}
