import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { Language, localeOf } from '../../../kernel/languages';
import { BookedCouple } from './booked-couples';
import { CoupleMailContacts } from './couple-mail-contacts';
import { DinnerToMatch } from './matching-dinners';
import { matchingMessages } from './matching-messages';

type LeftDinner = Pick<DinnerToMatch, 'city' | 'eventDate' | 'timeZone'>;

const formatDate = (dinner: LeftDinner, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: dinner.timeZone }).format(dinner.eventDate);

/**
 * The mail to each member of a revealed group that a couple left. It names nobody: the
 * couple who left is gone from the product, and its members' data with it.
 */
@Injectable()
export class GroupLeaverMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly contacts: CoupleMailContacts,
  ) {}

  /** `others`: the couples still at the table besides this one. */
  async coupleLeft(dinner: LeftDinner, couple: BookedCouple, others: number): Promise<void> {
    for (const person of await this.contacts.of(couple.coupleId)) {
      const t = matchingMessages.in(person.language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: person.language,
        greeting: t('matching.greeting', { firstName: person.firstName }),
        paragraphs: [
          t('matching.coupleLeft.cannotJoin', { city: dinner.city, day: formatDate(dinner, person.language) }),
          others > 0 ? t('matching.coupleLeft.tableStays', { others }) : t('matching.coupleLeft.alone'),
        ],
        button: { label: t('matching.button.viewDinner'), url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: person.email, subject: t('matching.coupleLeft.subject'), ...body });
    }
  }
}
