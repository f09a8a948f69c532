import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { shareableCouple, SharedCouple } from '../../domain/reveal-policy';
import { CoupleDirectory } from '../bookings/couple-directory';
import { dinnersMessages } from '../dinners-messages';

/**
 * 'You both want to meet again': to every member of both couples of a pair that just became
 * mutual, in the unit of work of the mark that made it so. It names the other couple by first
 * names only and shares no contact detail: each member chooses that on the dashboard.
 */
@Injectable()
export class SeeYouAgainMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly couples: CoupleDirectory,
  ) {}

  async sendMutual(firstCoupleId: string, secondCoupleId: string): Promise<void> {
    const [first, second] = (await this.couples.describe([firstCoupleId, secondCoupleId])).map(shareableCouple);
    await this.toCouple(first.coupleId, second);
    await this.toCouple(second.coupleId, first);
  }

  private async toCouple(coupleId: string, other: SharedCouple): Promise<void> {
    for (const contact of await this.couples.contactsOf(coupleId)) {
      const t = dinnersMessages.in(contact.language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: contact.language,
        greeting: t('dinners.greeting', { firstName: contact.firstName }),
        paragraphs: [t('dinners.seeYouAgain.goodNews', { names: other.coupleNames }), t('dinners.seeYouAgain.nothingShared')],
        button: { label: t('dinners.button.seeWhoMeets'), url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: contact.email, subject: t('dinners.seeYouAgain.subject'), ...body });
    }
  }
}
