import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import type { OutgoingMail } from '../../../../platform/mail/mailer';
import type { Restaurant } from '../../../restaurants';
import { Language, localeOf } from '../../../../kernel/languages';
import { ReservationDetails, StoredReservation } from '../../domain/restaurant-reservation';
import { AdminContacts } from '../dinner-events/admin-contacts';
import { dinnersMessages } from '../dinners-messages';

/** The dinner a reservation is for, as the mails name it, and the language its restaurants read: the city's (a restaurant has no language of its own). */
export interface ReservedDinner {
  id: string;
  city: string;
  timeZone: string;
  language: Language;
}

/** A dinner's time in its own zone, in the reader's language. */
export const dinnerTime = (date: Date, timeZone: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);

/** The lines every reservation mail shows: when, table, party size, names, dietary needs. */
function reservationLines(details: ReservationDetails, { timeZone, language }: ReservedDinner): string[] {
  const t = dinnersMessages.in(language);
  return [
    t('dinners.restaurant.when', { when: dinnerTime(details.eventDate, timeZone, language) }),
    t('dinners.restaurant.table', { table: details.tableNumber }),
    t('dinners.restaurant.partySize', { count: details.partySize }),
    details.firstNames.length > 0 ? t('dinners.restaurant.guests', { names: details.firstNames.join(', ') }) : t('dinners.restaurant.guestsUnknown'),
    details.dietaryNeeds.length > 0 ? t('dinners.restaurant.dietaryNeeds', { needs: details.dietaryNeeds.join(', ') }) : t('dinners.restaurant.noDietaryNeeds'),
  ];
}

/** What the restaurant was last told of a reservation, to say what changed. */
export type ToldBefore = Pick<StoredReservation, 'tableNumber' | 'partySize' | 'eventDate'>;

/**
 * What changed since the restaurant was last told, old and new: the time, the table (a group
 * moved to another of its tables) and the party size, besides the guests, whose names are not
 * kept to compare.
 */
function changeLines(before: ToldBefore, details: ReservationDetails, { timeZone, language }: ReservedDinner): string[] {
  const t = dinnersMessages.in(language);
  const time = (date: Date) => dinnerTime(date, timeZone, language);
  const lines: string[] = [];
  if (before.eventDate && before.eventDate.getTime() !== details.eventDate.getTime())
    lines.push(t('dinners.restaurant.timeChanged', { now: time(details.eventDate), was: time(before.eventDate) }));
  if (before.tableNumber !== details.tableNumber) lines.push(t('dinners.restaurant.tableChanged', { now: details.tableNumber, was: before.tableNumber }));
  if (before.partySize !== details.partySize) lines.push(t('dinners.restaurant.partySizeChanged', { now: details.partySize, was: before.partySize }));
  if (lines.length > 0) return lines;
  return [t(before.eventDate ? 'dinners.restaurant.guestsChanged' : 'dinners.restaurant.timeOrGuestsChanged')];
}

/**
 * What restaurants hear about their tables, and the admins about a refusal. Written to the
 * outbox in the transaction of the change, so a restaurant hears exactly what was committed.
 */
@Injectable()
export class RestaurantReservationMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly admins: AdminContacts,
    private readonly config: AppConfig,
  ) {}

  /** `before`: what the restaurant was last told, for a change (null for a new reservation); the mail says what changed, old and new. */
  booked(
    restaurant: Restaurant & { email: string },
    dinner: ReservedDinner,
    details: ReservationDetails,
    link: string,
    before: ToldBefore | null,
  ): OutgoingMail {
    const t = dinnersMessages.in(dinner.language);
    const appName = this.config.get('appName');
    const body = renderEmail({
      appName,
      language: dinner.language,
      greeting: t('dinners.restaurant.greeting', { name: restaurant.name }),
      paragraphs: [
        before
          ? t('dinners.restaurant.changedIntro', { appName, table: before.tableNumber })
          : t('dinners.restaurant.newIntro', { appName, city: dinner.city }),
        ...(before ? [...changeLines(before, details, dinner), t('dinners.restaurant.asItStands')] : []),
        ...reservationLines(details, dinner),
        t('dinners.restaurant.pleaseAnswer'),
      ],
      button: { label: t('dinners.restaurant.answerButton'), url: link },
      footnote: t('dinners.restaurant.linkLasts'),
    });
    const table =
      before && before.tableNumber !== details.tableNumber
        ? t('dinners.restaurant.tableWas', { now: details.tableNumber, was: before.tableNumber })
        : String(details.tableNumber);
    const party =
      before && before.partySize !== details.partySize
        ? t('dinners.restaurant.peopleWas', { count: details.partySize, was: before.partySize })
        : t('dinners.restaurant.people', { count: details.partySize });
    const when = dinnerTime(details.eventDate, dinner.timeZone, dinner.language);
    const subject = t('dinners.restaurant.subject', { changed: before ? 'yes' : 'no', table, party, when });
    return { to: restaurant.email, subject, ...body };
  }

  cancelled(restaurant: Restaurant & { email: string }, dinner: ReservedDinner, tableNumber: number, eventDate: Date): OutgoingMail {
    const t = dinnersMessages.in(dinner.language);
    const when = dinnerTime(eventDate, dinner.timeZone, dinner.language);
    const body = renderEmail({
      appName: this.config.get('appName'),
      language: dinner.language,
      greeting: t('dinners.restaurant.greeting', { name: restaurant.name }),
      paragraphs: [t('dinners.restaurant.cancelled', { table: tableNumber, when })],
    });
    return { to: restaurant.email, subject: t('dinners.restaurant.cancelledSubject', { table: tableNumber, when }), ...body };
  }

  /** The mails of one change, written to the outbox in its transaction. */
  send(mails: readonly OutgoingMail[]): Promise<void> {
    return this.outbox.enqueueAll(mails);
  }

  /** A restaurant declined: every admin is told, so the group gets another table before the reveal. */
  async declined(restaurant: Restaurant, dinner: Omit<ReservedDinner, 'language'>, tableNumber: number, eventDate: Date, reason: string | null): Promise<void> {
    for (const { email, language } of await this.admins.recipients()) {
      const t = dinnersMessages.in(language);
      const when = dinnerTime(eventDate, dinner.timeZone, language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language,
        greeting: t('dinners.admin.greeting'),
        paragraphs: [
          t('dinners.admin.declined', { restaurant: restaurant.name, table: tableNumber, city: dinner.city, when }),
          reason ? t('dinners.admin.declinedReason', { reason }) : t('dinners.admin.declinedNoReason'),
          t('dinners.admin.declinedNext'),
        ],
        button: { label: t('dinners.admin.operationsButton'), url: `${this.config.get('publicUrl')}/admin/dinners/${dinner.id}/operations` },
      });
      await this.outbox.enqueue({ to: email, subject: t('dinners.admin.declinedSubject', { restaurant: restaurant.name, city: dinner.city }), ...body });
    }
  }
}
