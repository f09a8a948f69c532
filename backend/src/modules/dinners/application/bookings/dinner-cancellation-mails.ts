import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { currencyOf, timeZoneOf } from '../../domain/dinner-cities';
import { BookingInvites } from './booking-invites';
import { feeText } from '../../domain/fee-policy';
import { CoupleDirectory } from './couple-directory';
import { DinnerEvent } from '../dinner-events/dinner-views';

/** The mails to both partners when the service cancels their dinner or their seat at it, cancelling its calendar entry; queued in the caller's transaction. */
@Injectable()
export class DinnerCancellationMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly couples: CoupleDirectory,
    private readonly invites: BookingInvites,
    private readonly config: AppConfig,
  ) {}

  async dinnerCancelled(seat: { bookingId: string; coupleId: string }, dinner: DinnerEvent, refunded: boolean): Promise<void> {
    const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(
      dinner.eventDate,
    );
    await this.send(seat, dinner, refunded, {
      subject: 'Your surprise dinner is cancelled',
      why: `We are sorry: we had to cancel the surprise dinner in ${dinner.city} on ${when}.`,
    });
  }

  /** The couple could not be seated (left without a table at the reveal or the start): its booking is cancelled. */
  async unseated(seat: { bookingId: string; coupleId: string }, dinner: DinnerEvent, refunded: boolean): Promise<void> {
    const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(dinner.eventDate);
    await this.send(seat, dinner, refunded, {
      subject: 'We could not seat you at this dinner',
      why: `We could not seat you at the surprise dinner in ${dinner.city} on ${when}, so your booking is cancelled.`,
    });
  }

  private async send(
    seat: { bookingId: string; coupleId: string },
    dinner: DinnerEvent,
    refunded: boolean,
    { subject, why }: { subject: string; why: string },
  ): Promise<void> {
    const calendar = await this.invites.cancellation({ id: seat.bookingId, dinner });
    for (const contact of await this.couples.contactsOf(seat.coupleId)) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${contact.firstName},`,
        paragraphs: [
          why,
          refunded
            ? `Your logistics fee of ${feeText(dinner.logisticsFeeCents, currencyOf(dinner.city, dinner.country))} is refunded in full to the card you paid with; it usually shows within 5 to 10 working days.`
            : 'You paid no logistics fee for this dinner, so there is nothing to refund.',
          'The attached file removes the dinner from your calendar.',
          'We would love to see you at another dinner soon.',
        ],
        button: { label: 'Find another dinner', url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: contact.email, subject, ...body, attachments: calendar(contact) });
    }
  }
}
