import { CalendarEntry, CalendarPerson } from './calendar-invite';
import { RevealedDinner } from './dinner-reveal';
import { BookingWithDinner } from './dinner-views';

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

/** The booked dinner as a calendar entry: the mails attach it, the dashboard offers it as 'Add to calendar'. */
export function dinnerEntry(
  booking: { id: string; dinner: Pick<BookingWithDinner['dinner'], 'eventDate' | 'city'> },
  location: string | null,
  appName: string,
  sequence: number,
): CalendarEntry {
  return {
    uid: inviteUid(booking.id),
    sequence,
    start: booking.dinner.eventDate,
    end: new Date(booking.dinner.eventDate.getTime() + DINNER_MINUTES * 60_000),
    summary: 'Surprise dinner',
    description: location
      ? `Your ${appName} surprise dinner at ${location}.`
      : `Your ${appName} surprise dinner in ${booking.dinner.city}. The restaurant is revealed 24 hours before.`,
    location,
  };
}

/** The product as the invitations' organizer, from MAIL_FROM ('Tablemates <hello@tablemates.ie>' or a bare address). */
export function organizerOf(mailFrom: string, appName: string): CalendarPerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return named ? { name: named[1] || appName, email: named[2].trim() } : { name: appName, email: mailFrom.trim() };
}
