import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import type { MailAttachment } from '../../../platform/mail/mailer';
import { calendarCancellation, calendarInvitation, CalendarAddressing } from './calendar-invite';
import { CoupleContact } from './couple-directory';
import { dinnerEntry, INVITE_SEQUENCE, organizerOf } from './dinner-invite';
import { BookingWithDinner } from './dinner-views';

/** What a booking's calendar entry needs: the booking's id (its UID) and the dinner's time and city. */
export type InvitedBooking = Pick<BookingWithDinner, 'id'> & { dinner: Pick<BookingWithDinner['dinner'], 'eventDate' | 'city'> };

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
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The invitation (or its update): METHOD:REQUEST with the SEQUENCE the caller gives, above the last one sent. */
  invitation(booking: InvitedBooking, location: string | null, sequence: number): ContactAttachments {
    const entry = dinnerEntry(booking, location, this.config.get('appName'), sequence);
    return (contact) => [calendarInvitation(entry, this.addressing(contact))];
  }

  /**
   * METHOD:CANCEL for the booking's entry. Its SEQUENCE must be above every invitation sent
   * before: by default above the confirmation's and the reveal's; a caller that sent updates
   * beyond them gives its own.
   */
  cancellation(booking: InvitedBooking, sequence: number = INVITE_SEQUENCE.cancellation): ContactAttachments {
    const entry = dinnerEntry(booking, null, this.config.get('appName'), sequence);
    return (contact) => [calendarCancellation(entry, this.addressing(contact))];
  }

  private addressing(contact: CoupleContact): CalendarAddressing {
    return {
      organizer: organizerOf(this.config.get('mailFrom'), this.config.get('appName')),
      attendee: { name: contact.firstName, email: contact.email },
      stamp: this.clock.now(),
    };
  }
}
