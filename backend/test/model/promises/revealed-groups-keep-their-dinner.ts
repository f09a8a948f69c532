import { coupleOf, DinnerSnapshot } from './snapshot';

/**
 * No seated, revealed couple loses its dinner except by its own doing (cancelling, deleting
 * its account), support's, an admin taking it out of its group, or an admin cancelling the
 * dinner: a change to one couple never ends another's evening.
 */
export function revealedGroupsKeepTheirDinner(_snapshot: unknown, dinner: DinnerSnapshot): string[] {
  if (dinner.model.cancelledByAdmin) return [];
  return dinner.bookings
    .filter((booking) => booking.reveal_sent_at !== null && booking.status === 'cancelled')
    .filter((booking) => (coupleOf(dinner, booking)?.endReasons.length ?? 0) === 0)
    .map((booking) => `revealed booking ${booking.id.slice(0, 8)} cancelled (dinner ${dinner.status}) though nobody acted on it`);
}
