import { calendarInvite } from './calendar-invite';
import { RevealedDinner } from './dinner-reveal';
import { BookingWithDinner } from './dinner-views';

const DINNER_MINUTES = 150;
/** The invite's revisions: the first without a venue, then the reveal moves it to the restaurant (same UID). */
const INVITE_SEQUENCE = { confirmation: 0, reveal: 1 } as const;

/** 'The Copper Kettle, 1 Main St, Dublin' once revealed, otherwise null. */
export function locationOf(revealed: RevealedDinner | null): string | null {
  const restaurant = revealed?.restaurant;
  return restaurant ? `${restaurant.name}, ${restaurant.address}, ${restaurant.city}` : null;
}

/** The booked dinner as an .ics invite: the mails attach it, the dashboard offers it as 'Add to calendar'. */
export function dinnerInvite(booking: BookingWithDinner, location: string | null, appName: string, stamp: Date): string {
  return calendarInvite({
    uid: `booking-${booking.id}@tablemates`,
    start: booking.dinner.eventDate,
    durationMinutes: DINNER_MINUTES,
    summary: 'Surprise dinner',
    description: location
      ? `Your ${appName} surprise dinner at ${location}.`
      : `Your ${appName} surprise dinner in ${booking.dinner.city}. The restaurant is revealed 24 hours before.`,
    location,
    stamp,
    sequence: location ? INVITE_SEQUENCE.reveal : INVITE_SEQUENCE.confirmation,
  });
}
