import { Injectable } from '@nestjs/common';
import { dateTimeFormat } from '../../../../kernel/date-time-formats';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { Language, localeOf } from '../../../../kernel/languages';
import type { Translate } from '../../../../kernel/translator';
import { feeText } from '../../domain/fee-policy';
import { currencyOf, timeZoneOf } from '../../domain/dinner-cities';
import { DinnersKey, dinnersMessages } from '../dinners-messages';
import { companionsText } from './companions-text';
import { CoupleContact, CoupleDirectory } from './couple-directory';

const currencyOfDinner = (dinner: { city: string; country: string }) => currencyOf(dinner.city, dinner.country);
import { revealTiming } from '../../domain/reveal-policy';
import { PreviousVenue } from '../../domain/dinner-changes';
import { BookingInvites, ContactAttachments } from './booking-invites';
import { locationOf } from '../notices/dinner-invite';
import { DinnerReveal, RevealedDinner } from '../notices/dinner-reveal';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/** The date and time in the dinner's city's zone, written as the reader's language writes dates. */
function formatWhen(date: Date, dinner: { city: string; country: string }, language: Language): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(date);
}

/** An amount in the dinner's currency, written as the reader's language writes money (€15.00, 15,00 €). */
const feeIn = (minor: number, dinner: { city: string; country: string }, language: Language) => feeText(minor, currencyOfDinner(dinner), localeOf(language));

/** 'The Copper Kettle, 1 Main St, Dublin, table 4', or without the table when the group has none. */
const venueText = (t: Translate<DinnersKey>, location: string, table: number | null | undefined) =>
  table != null ? t('dinners.table', { location, table }) : location;

/**
 * When the couple learns where and with whom, as it will really happen: a short-notice
 * dinner (bookings closing inside the 24 hours before it) reveals right after they close,
 * and once both times passed, as soon as the table is set (issue 51).
 */
function revealPromise(
  dinner: BookingWithDinner['dinner'],
  now: Date,
  language: Language,
  dayBefore: 'dinners.reveal.promise.dayBefore' | 'dinners.reveal.promise.dayBeforeNewTime',
): string {
  const t = dinnersMessages.in(language);
  switch (revealTiming(dinner, now)) {
    case 'day_before':
      return t(dayBefore);
    case 'after_close':
      return t('dinners.reveal.promise.afterClose', { deadline: formatWhen(dinner.bookingDeadline, dinner, language) });
    case 'when_seated':
      return t('dinners.reveal.promise.whenSeated');
  }
}

/** One partner's mail; `language`: the one its texts are in. */
interface CoupleMail {
  subject: string;
  language: Language;
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
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
    const now = this.clock.now();
    await this.toCouple(
      booking.coupleId,
      'always',
      ({ firstName, language }) => {
        const t = dinnersMessages.in(language);
        const { dinner } = booking;
        return {
          language,
          subject: t('dinners.confirmation.subject'),
          greeting: t('dinners.greeting', { firstName }),
          paragraphs: [
            t('dinners.confirmation.confirmed', { city: dinner.city, when: formatWhen(dinner.eventDate, dinner, language) }),
            location ? t('dinners.confirmation.location', { location }) : revealPromise(dinner, now, language, 'dinners.reveal.promise.dayBefore'),
            t('dinners.confirmation.invite'),
            ...(dinner.logisticsFeeCents > 0
              ? [t('dinners.fee.paid', { fee: feeIn(dinner.logisticsFeeCents, dinner, language) }), t('dinners.fee.terms')]
              : []),
          ],
          button: { label: t('dinners.button.viewDinners'), url: `${this.config.get('publicUrl')}/dashboard` },
        };
      },
      await this.invites.invitation(booking, location),
    );
  }

  /**
   * 24 hours before: where, which table, with whom, and the invite again, now with the address.
   * A batch of reveals (a table's, a Friday's) at once: the members and calendar revisions read
   * and the mails written in one statement each, whatever the number of couples.
   */
  async sendReveals(reveals: readonly { booking: BookingWithDinner; revealed: RevealedDinner }[]): Promise<void> {
    const invites = await this.invites.updates(reveals.map(({ booking, revealed }) => ({ booking, location: locationOf(revealed) })));
    await this.toCouples(
      'always',
      reveals.map(({ booking, revealed }) => ({
        coupleId: booking.coupleId,
        content: ({ firstName, language }: CoupleContact): CoupleMail => {
          const t = dinnersMessages.in(language);
          const companions = companionsText(t, revealed.otherCouples);
          return {
            language,
            subject: t('dinners.reveal.subject'),
            greeting: t('dinners.greeting', { firstName }),
            paragraphs: [
              t('dinners.reveal.where', {
                when: formatWhen(booking.dinner.eventDate, booking.dinner, language),
                venue: venueText(t, locationOf(revealed) ?? '', revealed.tableNumber),
              }),
              ...(companions ? [companions] : []),
              // The starters are the group's own words (its interests), not ours to translate.
              ...(revealed.icebreakers.length > 0 ? [t('dinners.reveal.starters'), ...revealed.icebreakers.map((starter) => `• ${starter}`)] : []),
              t('dinners.reveal.invite'),
            ],
            button: { label: t('dinners.button.seeDinner'), url: `${this.config.get('publicUrl')}/dashboard` },
          };
        },
        attachments: invites.get(booking.id),
      })),
    );
  }

  /** The dinner moved to a new time: what changed, where it is when already revealed, and the calendar entry moved. */
  async sendRescheduled(booking: BookingWithDinner, previousDate: Date): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    const now = this.clock.now();
    const { dinner } = booking;
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => ({
        subject: t('dinners.rescheduled.subject'),
        paragraphs: [
          t('dinners.rescheduled.moved', {
            city: dinner.city,
            from: formatWhen(previousDate, dinner, language),
            to: formatWhen(dinner.eventDate, dinner, language),
          }),
          location
            ? t('dinners.rescheduled.stillAt', { venue: venueText(t, location, revealed?.tableNumber) })
            : revealPromise(dinner, now, language, 'dinners.reveal.promise.dayBeforeNewTime'),
          t('dinners.invite.moves'),
        ],
      })),
      await this.invites.update(booking, location),
    );
  }

  /** The group's restaurant or table changed: where it is now, where it was, and the calendar entry's new location. */
  async sendVenueChanged(booking: BookingWithDinner, from: PreviousVenue): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => {
        const when = formatWhen(booking.dinner.eventDate, booking.dinner, language);
        return {
          subject: t('dinners.venueChanged.subject'),
          paragraphs: [
            location
              ? t('dinners.venueChanged.nowAt', { when, venue: venueText(t, location, revealed?.tableNumber) })
              : t('dinners.venueChanged.needsRestaurant', { when }),
            ...(from.restaurantName ? [t('dinners.venueChanged.wasAt', { venue: venueText(t, from.restaurantName, from.tableNumber) })] : []),
            t('dinners.invite.updates'),
          ],
        };
      }),
      await this.invites.update(booking, location),
    );
  }

  /** The couple was moved or added to a group: its new venue and table-mates (first names, as the reveal gives them), and the calendar entry updated. */
  async sendNewGroup(booking: BookingWithDinner): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => {
        const when = formatWhen(booking.dinner.eventDate, booking.dinner, language);
        const companions = companionsText(t, revealed?.otherCouples ?? []);
        return {
          subject: t('dinners.newGroup.subject'),
          paragraphs: [
            location
              ? t('dinners.newGroup.newTable', { when, venue: venueText(t, location, revealed?.tableNumber) })
              : t('dinners.newGroup.newGroup', { when }),
            ...(companions ? [companions] : []),
            t('dinners.invite.updates'),
          ],
        };
      }),
      await this.invites.update(booking, location),
    );
  }

  /** A couple left or joined the group: who the table-mates are now; the calendar entry updated only when the venue changed with it. */
  async sendGroupChanged(booking: BookingWithDinner, venueChanged: boolean): Promise<void> {
    const revealed = await this.reveal.forBooking(booking, this.clock.now());
    const location = locationOf(revealed);
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => {
        const companions = companionsText(t, revealed?.otherCouples ?? []);
        const venue = location ? venueText(t, location, revealed?.tableNumber) : null;
        const where = venueChanged
          ? venue
            ? [t('dinners.groupChanged.tableNow', { venue }), t('dinners.invite.updates')]
            : [t('dinners.groupChanged.needsRestaurant'), t('dinners.groupChanged.oldAddressOut')]
          : venue && companions
            ? [t('dinners.groupChanged.tableStays', { venue })]
            : [];
        return {
          subject: t('dinners.groupChanged.subject'),
          paragraphs: [
            t('dinners.groupChanged.changed', { city: booking.dinner.city, when: formatWhen(booking.dinner.eventDate, booking.dinner, language) }),
            companions ?? t('dinners.groupChanged.alone'),
            ...where,
          ],
        };
      }),
      venueChanged ? await this.invites.update(booking, location) : undefined,
    );
  }

  /** A couple of the group cancelled after the reveal. The mail names nobody: who left is none of the table's business. */
  async sendCoupleLeft(booking: BookingWithDinner, others: number): Promise<void> {
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => ({
        subject: t('dinners.groupChanged.subject'),
        paragraphs: [
          t('dinners.coupleLeft.cannotJoin', { city: booking.dinner.city, when: formatWhen(booking.dinner.eventDate, booking.dinner, language) }),
          others > 0 ? t('dinners.coupleLeft.tableStays', { others }) : t('dinners.groupChanged.alone'),
        ],
      })),
    );
  }

  /** 12 hours before, to the members who keep dinner reminders on; many couples' at once. */
  async sendTeasers(bookings: readonly BookingWithDinner[]): Promise<void> {
    await this.toCouples(
      'reminder',
      bookings.map((booking) => ({
        coupleId: booking.coupleId,
        content: ({ firstName, language }: CoupleContact): CoupleMail => {
          const t = dinnersMessages.in(language);
          return {
            language,
            subject: t('dinners.teaser.subject'),
            greeting: t('dinners.greeting', { firstName }),
            paragraphs: [
              t('dinners.teaser.soon', { city: booking.dinner.city, when: formatWhen(booking.dinner.eventDate, booking.dinner, language) }),
              t('dinners.teaser.bring'),
            ],
            button: { label: t('dinners.button.seeDinner'), url: `${this.config.get('publicUrl')}/dashboard` },
          };
        },
      })),
    );
  }

  async sendReviewRequest(coupleId: string, city: string): Promise<void> {
    await this.toCouple(
      coupleId,
      'reminder',
      this.dinnerMail((t) => ({
        subject: t('dinners.reviewRequest.subject'),
        paragraphs: [t('dinners.reviewRequest.hope', { city })],
        button: { label: t('dinners.button.leaveReview'), url: `${this.config.get('publicUrl')}/dashboard` },
      })),
    );
  }

  /**
   * The couple's own cancellation, or support's on their behalf: the mail takes the dinner out
   * of their calendars and says whether the fee is kept (DECISIONS item 12) or refunded.
   */
  /**
   * To both partners. `serviceTerminated`: this late cancellation was the second in a row and
   * ended the service, which the mail says in place of the warning (and offers no other dinner).
   */
  async sendCancellation(booking: BookingWithDinner, wasLate: boolean, feeKeptCents: number, feeRefundedCents = 0, serviceTerminated = false): Promise<void> {
    // An unpaid hold was never sent an invitation: there is no calendar entry to remove.
    const invited = booking.confirmedAt !== null;
    const { dinner } = booking;
    await this.toCouple(
      booking.coupleId,
      'always',
      ({ firstName, language }) => {
        const t = dinnersMessages.in(language);
        // The same words as keptFeeNote (domain/fee-policy.ts), which the cancel answer and the dashboard show.
        const feeNote =
          feeRefundedCents > 0
            ? t('dinners.fee.refunded', { fee: feeIn(feeRefundedCents, dinner, language) })
            : feeKeptCents > 0
              ? t('dinners.fee.kept', { fee: feeIn(feeKeptCents, dinner, language) })
              : null;
        const lateNote = serviceTerminated
          ? [t('dinners.cancellation.serviceEnded'), t('dinners.cancellation.serviceEndedAppeal')]
          : wasLate
            ? [t('dinners.cancellation.late')]
            : [];
        return {
          language,
          subject: t('dinners.cancellation.subject', { serviceEnded: serviceTerminated ? 'yes' : 'no' }),
          greeting: t('dinners.greeting', { firstName }),
          paragraphs: [
            t('dinners.cancellation.cancelled', { city: dinner.city, when: formatWhen(dinner.eventDate, dinner, language) }),
            ...(feeNote ? [feeNote] : []),
            ...lateNote,
            ...(invited ? [t('dinners.cancellation.calendar')] : []),
          ],
          button: serviceTerminated
            ? { label: t('dinners.button.contactUs'), url: `${this.config.get('publicUrl')}/support` }
            : { label: t('dinners.button.findAnother'), url: `${this.config.get('publicUrl')}/dashboard` },
        };
      },
      invited ? await this.invites.cancellation(booking) : undefined,
    );
  }

  /** A spot freed and the couple was first on the standby list: the usual hold is theirs, to pay before it lapses. */
  async sendStandbyOffer(booking: BookingWithDinner): Promise<void> {
    const { dinner } = booking;
    await this.toCouple(
      booking.coupleId,
      'always',
      this.dinnerMail((t, language) => {
        const until = new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short', timeZone: timeZoneOf(dinner.city, dinner.country) }).format(
          booking.holdExpiresAt ?? booking.createdAt,
        );
        return {
          subject: t('dinners.standby.offer.subject'),
          paragraphs: [
            t('dinners.standby.offer.opened', { city: dinner.city, when: formatWhen(dinner.eventDate, dinner, language) }),
            t('dinners.standby.offer.holding', { fee: feeIn(dinner.logisticsFeeCents, dinner, language), until }),
          ],
          button: { label: t('dinners.button.bookSpot'), url: `${this.config.get('publicUrl')}/book/${booking.dinnerId}` },
        };
      }),
    );
  }

  /** Bookings closed (or the dinner was cancelled) with no spot for a couple still on the standby list. */
  async sendStandbyClosed(coupleId: string, dinner: { city: string; country: string; eventDate: Date }): Promise<void> {
    await this.toCouple(
      coupleId,
      'always',
      this.dinnerMail((t, language) => ({
        subject: t('dinners.standby.closed.subject'),
        paragraphs: [
          t('dinners.standby.closed.closed', { city: dinner.city, when: formatWhen(dinner.eventDate, dinner, language) }),
          t('dinners.standby.closed.notCharged'),
        ],
        button: { label: t('dinners.button.findAnother'), url: `${this.config.get('publicUrl')}/dashboard` },
      })),
    );
  }

  /** A mail in the partner's language with the usual greeting; the button, when not given, leads to their dinner. */
  private dinnerMail(
    texts: (t: Translate<DinnersKey>, language: Language) => Omit<CoupleMail, 'language' | 'greeting' | 'button'> & Partial<Pick<CoupleMail, 'button'>>,
  ): (contact: CoupleContact) => CoupleMail {
    return ({ firstName, language }) => {
      const t = dinnersMessages.in(language);
      return {
        button: { label: t('dinners.button.seeDinner'), url: `${this.config.get('publicUrl')}/dashboard` },
        ...texts(t, language),
        language,
        greeting: t('dinners.greeting', { firstName }),
      };
    };
  }

  /** Writes `content` for each partner, in their language. */
  private toCouple(coupleId: string, delivery: Delivery, content: (contact: CoupleContact) => CoupleMail, attachments?: ContactAttachments): Promise<void> {
    return this.toCouples(delivery, [{ coupleId, content, attachments }]);
  }

  /** One mail per member of each couple, the members read and the mails written in one statement each. */
  private async toCouples(
    delivery: Delivery,
    mails: readonly { coupleId: string; content: (contact: CoupleContact) => CoupleMail; attachments?: ContactAttachments }[],
  ): Promise<void> {
    const contacts = await this.couples.contactsOfCouples([...new Set(mails.map((mail) => mail.coupleId))]);
    await this.outbox.enqueueAll(
      mails.flatMap(({ coupleId, content, attachments }) =>
        (contacts.get(coupleId) ?? [])
          .filter((contact) => delivery === 'always' || contact.dinnerReminders)
          .map((contact) => {
            const { subject, ...mail } = content(contact);
            return { to: contact.email, subject, ...renderEmail({ ...mail, appName: this.config.get('appName') }), attachments: attachments?.(contact) };
          }),
      ),
    );
  }
}
