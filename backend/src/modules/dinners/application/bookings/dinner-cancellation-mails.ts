import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { currencyOf, timeZoneOf } from '../../domain/dinner-cities';
import { Language, localeOf } from '../../../../kernel/languages';
import type { Translate } from '../../../../kernel/translator';
import { DinnersKey, dinnersMessages } from '../dinners-messages';
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
    await this.send(seat, dinner, refunded, (t, language) => ({
      subject: t('dinners.serviceCancellation.subject'),
      why: t('dinners.serviceCancellation.why', { city: dinner.city, when: this.when(dinner, language, { dateStyle: 'full', timeStyle: 'short' }) }),
    }));
  }

  /** The couple could not be seated (left without a table at the reveal or the start): its booking is cancelled. */
  async unseated(seat: { bookingId: string; coupleId: string }, dinner: DinnerEvent, refunded: boolean): Promise<void> {
    await this.send(seat, dinner, refunded, (t, language) => ({
      subject: t('dinners.unseated.subject'),
      why: t('dinners.unseated.why', { city: dinner.city, day: this.when(dinner, language, { dateStyle: 'full' }) }),
    }));
  }

  /** The dinner's date (and time) in its city's zone, as the reader's language writes dates. */
  private when(dinner: DinnerEvent, language: Language, style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>): string {
    return new Intl.DateTimeFormat(localeOf(language), { ...style, timeZone: timeZoneOf(dinner.city, dinner.country) }).format(dinner.eventDate);
  }

  private async send(
    seat: { bookingId: string; coupleId: string },
    dinner: DinnerEvent,
    refunded: boolean,
    reason: (t: Translate<DinnersKey>, language: Language) => { subject: string; why: string },
  ): Promise<void> {
    const calendar = await this.invites.cancellation({ id: seat.bookingId, dinner });
    for (const contact of await this.couples.contactsOf(seat.coupleId)) {
      const { language } = contact;
      const t = dinnersMessages.in(language);
      const { subject, why } = reason(t, language);
      const fee = feeText(dinner.logisticsFeeCents, currencyOf(dinner.city, dinner.country), localeOf(language));
      const body = renderEmail({
        appName: this.config.get('appName'),
        language,
        greeting: t('dinners.greeting', { firstName: contact.firstName }),
        paragraphs: [
          why,
          refunded ? t('dinners.serviceCancellation.refunded', { fee }) : t('dinners.serviceCancellation.nothingToRefund'),
          t('dinners.cancellation.calendar'),
          t('dinners.serviceCancellation.anotherDinner'),
        ],
        button: { label: t('dinners.button.findAnother'), url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: contact.email, subject, ...body, attachments: calendar(contact) });
    }
  }
}
