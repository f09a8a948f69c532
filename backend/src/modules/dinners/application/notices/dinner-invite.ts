import { CalendarEntry, CalendarPerson } from './calendar-invite';
import { RevealedDinner } from './dinner-reveal';
import { BookingWithDinner } from '../dinner-events/dinner-views';
import { isShortNotice } from '../../domain/reveal-policy';
import { timeZoneOf } from '../../domain/dinner-cities';
import type { Language } from '../../../../kernel/languages';
import { dinnersMessages } from '../dinners-messages';

const DINNER_MINUTES = 150;

/** 'The Copper Kettle, 1 Main St, Dublin' once revealed, otherwise null. */
export function locationOf(revealed: RevealedDinner | null): string | null {
  const restaurant = revealed?.restaurant;
  return restaurant ? `${restaurant.name}, ${restaurant.address}, ${restaurant.city}` : null;
}

/** One UID per booking: every mail about it and the dashboard's 'Add to calendar' touch the same calendar entry. */
export function inviteUid(bookingId: string): string {
  return `booking-${bookingId}@tablemates`;
}

/** The booked dinner as a calendar entry, its texts in the reader's language: the mails attach it, the dashboard offers it as 'Add to calendar'. */
export function dinnerEntry(
  booking: { id: string; dinner: Pick<BookingWithDinner['dinner'], 'eventDate' | 'bookingDeadline' | 'city'> & { country?: string } },
  location: string | null,
  appName: string,
  sequence: number,
  language: Language,
): CalendarEntry {
  const t = dinnersMessages.in(language);
  return {
    uid: inviteUid(booking.id),
    sequence,
    start: booking.dinner.eventDate,
    end: new Date(booking.dinner.eventDate.getTime() + DINNER_MINUTES * 60_000),
    summary: t('dinners.calendar.summary'),
    description: location
      ? t('dinners.calendar.revealed', { appName, location })
      : // A short-notice dinner's couples are revealed right after its bookings close, not 24 hours before (issue 51).
        t('dinners.calendar.notRevealed', { appName, city: booking.dinner.city, shortNotice: isShortNotice(booking.dinner) ? 'yes' : 'no' }),
    location,
    language,
    // In the city's own zone (TZID), so the calendar shows 19:30 Paris time wherever the reader is (issue 49).
    ...(booking.dinner.country ? { timeZone: timeZoneOf(booking.dinner.city, booking.dinner.country) } : {}),
  };
}

/** The product as the invitations' organizer, from MAIL_FROM ('Tablemates <hello@tablemates.ie>' or a bare address). */
export function organizerOf(mailFrom: string, appName: string): CalendarPerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return named ? { name: named[1] || appName, email: named[2].trim() } : { name: appName, email: mailFrom.trim() };
}
