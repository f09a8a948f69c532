import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import type { MailAttachment } from '../../../../platform/mail/mailer';
import { calendarCancellation, calendarInvitation, CalendarAddressing } from '../notices/calendar-invite';
import { CalendarRevisions } from '../notices/calendar-revisions';
import { CoupleContact } from './couple-directory';
import { dinnerEntry, organizerOf } from '../notices/dinner-invite';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/** What a booking's calendar entry needs: the booking's id (its UID), the dinner's time and city, and its deadline (when the reveal comes). */
export type InvitedBooking = Pick<BookingWithDinner, 'id'> & { dinner: Pick<BookingWithDinner['dinner'], 'eventDate' | 'bookingDeadline' | 'city'> };

/** Attachments written for each recipient of a mail to a couple. */
export type ContactAttachments = (contact: CoupleContact) => MailAttachment[];

/**
 * The calendar files attached to the mails about a booking. Every one carries the
 * booking's UID, so a mail client keeps one entry per booking: an invitation creates it, an
 * update (higher SEQUENCE) moves it, a cancellation removes it. Each partner is the
 * attendee of their own copy; the product (MAIL_FROM) is the organizer.
 */
@Injectable()
export class BookingInvites {
  constructor(
    private readonly revisions: CalendarRevisions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The booking confirmation's invitation: METHOD:REQUEST, SEQUENCE 0 (or the current one, when the booking was already sent some). */
  async invitation(booking: InvitedBooking, location: string | null): Promise<ContactAttachments> {
    return this.request(booking, location, await this.revisions.current(booking.id));
  }

  /** An update of the entry (the reveal, a new time, a new venue): METHOD:REQUEST with the next SEQUENCE. */
  async update(booking: InvitedBooking, location: string | null): Promise<ContactAttachments> {
    return this.request(booking, location, await this.revisions.next(booking.id));
  }

  /** `update` for many bookings at once (a batch of reveals), each with its location, by booking id. */
  async updates(bookings: readonly { booking: InvitedBooking; location: string | null }[]): Promise<Map<string, ContactAttachments>> {
    const sequences = await this.revisions.nextOfEach(bookings.map(({ booking }) => booking.id));
    return new Map(bookings.map(({ booking, location }) => [booking.id, this.request(booking, location, sequences.get(booking.id) ?? 1)]));
  }

  /** METHOD:CANCEL for the booking's entry, with the next SEQUENCE: above every invitation sent before. */
  async cancellation(booking: InvitedBooking): Promise<ContactAttachments> {
    const sequence = await this.revisions.next(booking.id);
    return (contact) => [calendarCancellation(dinnerEntry(booking, null, this.config.get('appName'), sequence, contact.language), this.addressing(contact))];
  }

  private request(booking: InvitedBooking, location: string | null, sequence: number): ContactAttachments {
    // Each partner's copy in their own language; the UID, SEQUENCE, times and TZID are the same.
    return (contact) => [calendarInvitation(dinnerEntry(booking, location, this.config.get('appName'), sequence, contact.language), this.addressing(contact))];
  }

  private addressing(contact: CoupleContact): CalendarAddressing {
    return {
      organizer: organizerOf(this.config.get('mailFrom'), this.config.get('appName')),
      attendee: { name: contact.firstName, email: contact.email },
      stamp: this.clock.now(),
    };
  }
}
