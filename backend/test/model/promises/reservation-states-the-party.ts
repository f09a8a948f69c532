import { DinnerSnapshot } from './snapshot';

const LIVE_DINNER = ['matched', 'restaurant_assigned', 'pending_manual_intervention'];

/**
 * A restaurant's reservation states the party it will really seat. A reservation is a table
 * of a restaurant on the dinner's night, whichever group sits there (a matching run again
 * may seat a new group at the same table): each table a group with couples still booked
 * sits at holds one reservation not cancelled, for two people per such couple; a table
 * nobody sits at, or a dinner cancelled, holds none (a declined one holds nothing).
 */
export function reservationStatesTheParty(_snapshot: unknown, dinner: DinnerSnapshot): string[] {
  if (dinner.status === 'completed') return [];
  const broken: string[] = [];
  const live = LIVE_DINNER.includes(dinner.status);
  const key = (restaurantId: string | null, table: number | null) => `${restaurantId?.slice(0, 8)} table ${table}`;
  const wanted = new Map<string, number>();
  for (const group of dinner.groups) {
    const seated = dinner.bookings.filter((booking) => booking.status === 'confirmed' && group.couple_ids.includes(booking.couple_id)).length;
    if (live && group.restaurant_id && group.table_number !== null && seated > 0) wanted.set(key(group.restaurant_id, group.table_number), 2 * seated);
  }
  const held = dinner.reservations.filter((reservation) => reservation.status !== 'cancelled');
  for (const [table, people] of wanted) {
    const ofTable = held.filter((reservation) => key(reservation.restaurant_id, reservation.table_number) === table);
    const says = ofTable.map((reservation) => `${reservation.status} for ${reservation.party_size}`).join('; ') || 'nothing';
    if (ofTable.length !== 1 || ofTable[0].party_size !== people)
      broken.push(`${table} (dinner ${dinner.status}): ${people} people, the restaurant holds ${says}`);
  }
  // A table its restaurant declined holds nothing: once its couples are gone there is nothing to tell it.
  for (const reservation of held.filter((candidate) => candidate.status !== 'declined')) {
    const table = key(reservation.restaurant_id, reservation.table_number);
    if (!wanted.has(table))
      broken.push(`${table} (dinner ${dinner.status}): nobody to seat, the restaurant holds ${reservation.status} for ${reservation.party_size}`);
  }
  return broken;
}
