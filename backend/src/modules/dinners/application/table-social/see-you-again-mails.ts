import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { shareableCouple, SharedCouple } from '../../domain/reveal-policy';
import { CoupleDirectory } from '../bookings/couple-directory';

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
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${contact.firstName},`,
        paragraphs: [
          `Good news: you and ${other.coupleNames} would both like to meet again.`,
          'Nothing about you has been shared with them. On your dashboard you can choose whether to share your email address or phone number with them, and take it back at any time.',
        ],
        button: { label: 'See who wants to meet again', url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: contact.email, subject: 'You both want to meet again', ...body });
    }
  }
}
