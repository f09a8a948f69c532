import { accountOf, calendarsOf, DinnerSnapshot, holderOf, Snapshot } from './snapshot';

const SEATED = ['confirmed', 'attended'];

/**
 * No paid couple reaches the start of its dinner without a seat at a confirmed table (a
 * group with a table at an active restaurant whose reservation was not declined), or else
 * a refund and a mail saying so (its calendar entry cancelled).
 */
export function paidCouplesSeatedOrRefunded(snapshot: Snapshot, dinner: DinnerSnapshot): string[] {
  if (snapshot.now < dinner.eventDate) return [];
  const broken: string[] = [];
  for (const booking of dinner.bookings) {
    const payment = dinner.payments.find((candidate) => candidate.booking_id === booking.id);
    if (!payment) continue;
    const couple = holderOf(dinner, booking);
    // Dined: judged at the start (a restaurant deactivated after its dinner took place is no broken promise).
    if (booking.status === 'attended') continue;
    if (SEATED.includes(booking.status)) {
      const group = dinner.groups.find((candidate) => candidate.couple_ids.includes(booking.couple_id));
      // A reservation is per table, whichever group sits there.
      const reservation =
        group &&
        dinner.reservations.find(
          (candidate) => candidate.status !== 'cancelled' && candidate.restaurant_id === group.restaurant_id && candidate.table_number === group.table_number,
        );
      // A restaurant deactivated once the dinner had started does not undo the seat its couples had at the start.
      const restaurantGone = group?.restaurant_id && !group.restaurant_active && !dinner.model.deactivatedAfterStart.includes(group.restaurant_id);
      if (!group?.restaurant_id || restaurantGone || reservation?.status === 'declined')
        broken.push(
          `booking ${booking.id.slice(0, 8)} (${booking.status}) is at the start ${!group ? 'in no group' : !group.restaurant_id ? 'in a group without a table' : restaurantGone ? 'at a deactivated restaurant' : 'at a table its restaurant declined'}`,
        );
      continue;
    }
    const told = couple?.emails.every((email) => calendarsOf(snapshot, email, booking.id).at(-1)?.method === 'CANCEL') ?? false;
    const refunded = payment.status !== 'succeeded' || (accountOf(dinner, booking)?.keptCents ?? null) !== null;
    if (!told || !refunded)
      broken.push(`booking ${booking.id.slice(0, 8)} (${booking.status}) paid, not seated at the start, ${!refunded ? 'not refunded' : 'not told'}`);
  }
  return broken;
}
