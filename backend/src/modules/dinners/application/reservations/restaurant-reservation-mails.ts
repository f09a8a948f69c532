import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import type { OutgoingMail } from '../../../../platform/mail/mailer';
import type { Restaurant } from '../../../restaurants';
import { ReservationDetails, StoredReservation } from '../../domain/restaurant-reservation';
import { AdminContacts } from '../dinner-events/admin-contacts';

/** The dinner a reservation is for, as the mails name it. */
export interface ReservedDinner {
  id: string;
  city: string;
  timeZone: string;
}

const when = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The lines every reservation mail and page shows: when, table, party size, names, dietary needs. */
export function reservationLines(details: ReservationDetails, timeZone: string): string[] {
  return [
    `When: ${when(details.eventDate, timeZone)}`,
    `Table: ${details.tableNumber}`,
    `Party size: ${people(details.partySize)}`,
    `Guests (first names): ${details.firstNames.join(', ') || 'not known yet'}`,
    `Dietary needs: ${details.dietaryNeeds.join(', ') || 'none'}`,
  ];
}

/** What the restaurant was last told of a reservation, to say what changed. */
export type ToldBefore = Pick<StoredReservation, 'tableNumber' | 'partySize' | 'eventDate'>;

/**
 * What changed since the restaurant was last told, old and new: the time, the table (a group
 * moved to another of its tables) and the party size, besides the guests, whose names are not
 * kept to compare.
 */
function changeLines(before: ToldBefore, details: ReservationDetails, timeZone: string): string[] {
  const lines: string[] = [];
  if (before.eventDate && before.eventDate.getTime() !== details.eventDate.getTime())
    lines.push(`Time: now ${when(details.eventDate, timeZone)} (was ${when(before.eventDate, timeZone)})`);
  if (before.tableNumber !== details.tableNumber) lines.push(`Table: now ${details.tableNumber} (was ${before.tableNumber})`);
  if (before.partySize !== details.partySize) lines.push(`Party size: now ${people(details.partySize)} (was ${people(before.partySize)})`);
  if (lines.length > 0) return lines;
  return [
    before.eventDate
      ? 'The guests or their dietary needs have changed; the time, the table and the party size stay as they were.'
      : 'The time, the guests or their dietary needs have changed; the table and the party size stay as they were.',
  ];
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
    const changed = before !== null;
    const body = renderEmail({
      appName: this.config.get('appName'),
      greeting: `Hello ${restaurant.name},`,
      paragraphs: [
        changed
          ? `A reservation ${this.config.get('appName')} made with you for table ${before.tableNumber} has changed:`
          : `${this.config.get('appName')} would like to reserve a table for one of its surprise dinners in ${dinner.city}:`,
        ...(changed ? [...changeLines(before, details, dinner.timeZone), 'Here it is as it stands now:'] : []),
        ...reservationLines(details, dinner.timeZone),
        'Please confirm the table, or decline it if you cannot take it, with the link below. No account is needed.',
      ],
      button: { label: 'Confirm or decline', url: link },
      footnote: 'The link works until the day after the dinner. If the reservation changes again, we will send a new one.',
    });
    const table = before && before.tableNumber !== details.tableNumber ? `${details.tableNumber} (was ${before.tableNumber})` : `${details.tableNumber}`;
    const size = before && before.partySize !== details.partySize ? `${people(details.partySize)} (was ${before.partySize})` : people(details.partySize);
    const subject = `${changed ? 'Reservation changed' : 'New reservation'}: table ${table}, ${size}, ${when(details.eventDate, dinner.timeZone)}`;
    return { to: restaurant.email, subject, ...body };
  }

  cancelled(restaurant: Restaurant & { email: string }, dinner: ReservedDinner, tableNumber: number, eventDate: Date): OutgoingMail {
    const body = renderEmail({
      appName: this.config.get('appName'),
      greeting: `Hello ${restaurant.name},`,
      paragraphs: [
        `The table ${tableNumber} we reserved with you for ${when(eventDate, dinner.timeZone)} is no longer needed: please release it. Thank you for keeping it for us.`,
      ],
    });
    return { to: restaurant.email, subject: `Reservation cancelled: table ${tableNumber}, ${when(eventDate, dinner.timeZone)}`, ...body };
  }

  /** The mails of one change, written to the outbox in its transaction. */
  send(mails: readonly OutgoingMail[]): Promise<void> {
    return this.outbox.enqueueAll(mails);
  }

  /** A restaurant declined: every admin is told, so the group gets another table before the reveal. */
  async declined(restaurant: Restaurant, dinner: ReservedDinner, tableNumber: number, eventDate: Date, reason: string | null): Promise<void> {
    const recipients = await this.admins.emails();
    for (const to of recipients.length > 0 ? recipients : [this.config.get('supportEmail') as string]) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: 'Hello,',
        paragraphs: [
          `${restaurant.name} declined table ${tableNumber} for the dinner in ${dinner.city} on ${when(eventDate, dinner.timeZone)}.`,
          reason ? `Their reason: ${reason}` : 'They gave no reason.',
          "Choose another restaurant or table for the group in Group & Restaurant Management; the dinner's operations page shows every reservation.",
        ],
        button: { label: 'Open the operations page', url: `${this.config.get('publicUrl')}/admin/dinners/${dinner.id}/operations` },
      });
      await this.outbox.enqueue({ to, subject: `${restaurant.name} declined a table for the dinner in ${dinner.city}`, ...body });
    }
  }
}
