import { coupleOf, DinnerSnapshot } from './snapshot';

const SEATED = ['confirmed', 'attended'];

/**
 * No couple is sent to a table its restaurant declined: a table declined before the reveal is
 * not going ahead, so its couples get no reveal and their dashboard names no place while the
 * decline stands (an admin seats them elsewhere, or the start refunds them). Declines after
 * the reveal are refused by the app.
 */
export function declinedTablesNotRevealed(_snapshot: unknown, dinner: DinnerSnapshot): string[] {
  const broken: string[] = [];
  for (const group of dinner.groups) {
    const declined = dinner.reservations.some(
      (reservation) =>
        reservation.status === 'declined' && reservation.restaurant_id === group.restaurant_id && reservation.table_number === group.table_number,
    );
    if (!declined) continue;
    for (const booking of dinner.bookings.filter((row) => SEATED.includes(row.status) && group.couple_ids.includes(row.couple_id))) {
      const couple = coupleOf(dinner, booking);
      const who = couple?.emails[0].split('@')[0] ?? booking.id.slice(0, 8);
      if (booking.reveal_sent_at !== null) broken.push(`${who}: revealed at table ${group.table_number}, which its restaurant declined`);
      const seen = couple && dinner.dashboards.get(couple);
      if (seen?.restaurant) broken.push(`${who}: dashboard shows ${seen.restaurant.name}, table ${seen.table_number}, which its restaurant declined`);
    }
  }
  return broken;
}
