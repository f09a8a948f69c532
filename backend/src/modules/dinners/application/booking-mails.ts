import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { euroText, FEE_TERMS, keptFeeNote } from '../domain/fee-policy';
import { companionsSentence } from '../domain/companions';
import { BookingInvites, ContactAttachments } from './booking-invites';
import { locationOf } from './dinner-invite';
import { CoupleDirectory } from './couple-directory';
import { DinnerReveal, RevealedDinner } from './dinner-reveal';
import { BookingWithDinner } from './dinner-views';

function formatWhen(date: Date): string {
  return new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Dublin' }).format(date);
}

/** Mails a member may turn off in settings ("dinner reminders"); every other mail here reports a change to a booking and always goes. */
type Delivery = 'always' | 'reminder';

/**
 * Booking confirmation (with a calendar invitation), reveal (its update), teaser,
 * review-request and cancellation (cancelling the invitation) mails to both partners,
 * enqueued in the outbox within the caller's unit of work: they exist exactly when the
 * change they report was committed. The teaser and the review request are reminders: a
 * member who turned dinner reminders off does not get them.
 */
@Injectable()
export class BookingMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly couples: CoupleDirectory,
    private readonly reveal: DinnerReveal,
    private readonly invites: BookingInvites,
    private readonly clock: Clock,
  ) {}

  async sendConfirmation(booking: BookingWithDinner): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    const when = formatWhen(booking.dinner.eventDate);
    await this.toCouple(booking.coupleId, 'Your surprise dinner is booked', 'always', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `Your spot at the surprise dinner in ${booking.dinner.city} on ${when} is confirmed.`,
        location ? `You are dining at ${location}.` : 'We reveal the restaurant and your fellow diners 24 hours before the dinner.',
        'The attached invite adds the dinner to your calendar.',
        ...(booking.dinner.logisticsFeeCents > 0 ? [`You paid the logistics fee of ${euroText(booking.dinner.logisticsFeeCents)}.`, FEE_TERMS] : []),
      ],
      button: { label: 'View your dinners', url: `${this.config.get('publicUrl')}/dashboard` },
    }), await this.invites.invitation(booking, location));
  }

  /** 24 hours before: where, which table, with whom, and the invite again, now with the address. */
  async sendReveal(booking: BookingWithDinner, revealed: RevealedDinner): Promise<void> {
    const location = locationOf(revealed);
    const companions = companionsSentence(revealed.otherCouples);
    await this.toCouple(booking.coupleId, 'Your surprise dinner is revealed', 'always', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `Your surprise dinner on ${formatWhen(booking.dinner.eventDate)} is at ${location}${revealed.tableNumber !== null ? `, table ${revealed.tableNumber}` : ''}.`,
        ...(companions ? [companions] : []),
        'The attached invite now carries the address.',
      ],
      button: { label: 'See your dinner', url: `${this.config.get('publicUrl')}/dashboard` },
    }), await this.invites.update(booking, location));
  }

  /** The dinner moved to a new time: what changed, where it is when already revealed, and the calendar entry moved. */
  async sendRescheduled(booking: BookingWithDinner, previousDate: Date): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    await this.toCouple(booking.coupleId, 'Your surprise dinner has a new time', 'always', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `Your surprise dinner in ${booking.dinner.city} has moved from ${formatWhen(previousDate)} to ${formatWhen(booking.dinner.eventDate)}.`,
        location
          ? `It is still at ${location}${revealed?.tableNumber != null ? `, table ${revealed.tableNumber}` : ''}.`
          : 'We reveal the restaurant and your fellow diners 24 hours before the new time.',
        'The attached invite moves the dinner in your calendar.',
      ],
      button: { label: 'See your dinner', url: `${this.config.get('publicUrl')}/dashboard` },
    }), await this.invites.update(booking, location));
  }

  async sendTeaser(booking: BookingWithDinner): Promise<void> {
    await this.toCouple(booking.coupleId, 'Your surprise dinner is almost here', 'reminder', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `In a few hours you sit down with new friends in ${booking.dinner.city} (${formatWhen(booking.dinner.eventDate)}).`,
        'Bring your curiosity and a story or two; your table is waiting.',
      ],
      button: { label: 'See your dinner', url: `${this.config.get('publicUrl')}/dashboard` },
    }));
  }

  async sendReviewRequest(coupleId: string, city: string): Promise<void> {
    await this.toCouple(coupleId, 'How was your surprise dinner?', 'reminder', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [`We hope you enjoyed your dinner in ${city}. Tell us about the restaurant and your tablemates: it helps us set the next table.`],
      button: { label: 'Leave a review', url: `${this.config.get('publicUrl')}/dashboard` },
    }));
  }

  /**
   * The couple's own cancellation, or support's on their behalf: the mail takes the dinner out
   * of their calendars and says whether the fee is kept (DECISIONS item 12) or refunded.
   */
  async sendCancellation(booking: BookingWithDinner, wasLate: boolean, feeKeptCents: number, feeRefundedCents = 0): Promise<void> {
    const when = formatWhen(booking.dinner.eventDate);
    const feeNote = feeRefundedCents > 0 ? `Your ${euroText(feeRefundedCents)} logistics fee is refunded.` : keptFeeNote(feeKeptCents);
    // An unpaid hold was never sent an invitation: there is no calendar entry to remove.
    const invited = booking.confirmedAt !== null;
    await this.toCouple(booking.coupleId, 'Your dinner booking is cancelled', 'always', (firstName) => ({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `Your booking for the surprise dinner in ${booking.dinner.city} on ${when} is cancelled.`,
        ...(feeNote ? [feeNote] : []),
        ...(wasLate ? ['This was a late cancellation (within 6 hours of the dinner). Two late cancellations in a row end the service for your couple.'] : []),
        ...(invited ? ['The attached file removes the dinner from your calendar.'] : []),
      ],
      button: { label: 'Find another dinner', url: `${this.config.get('publicUrl')}/dashboard` },
    }), invited ? await this.invites.cancellation(booking) : undefined);
  }

  private async toCouple(
    coupleId: string,
    subject: string,
    delivery: Delivery,
    content: (firstName: string) => { greeting: string; paragraphs: string[]; button?: { label: string; url: string } },
    attachments?: ContactAttachments,
  ): Promise<void> {
    for (const contact of await this.couples.contactsOf(coupleId)) {
      if (delivery === 'reminder' && !contact.dinnerReminders) continue;
      const body = renderEmail({ ...content(contact.firstName), appName: this.config.get('appName') });
      await this.outbox.enqueue({ to: contact.email, subject, ...body, attachments: attachments?.(contact) });
    }
  }
}
