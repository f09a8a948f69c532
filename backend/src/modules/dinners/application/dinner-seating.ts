import type { Restaurant } from '../../restaurants';

/** Where a couple sits for a dinner, once matched: restaurant, table, and every couple of its group. */
export interface DinnerSeat {
  restaurant: Restaurant | null;
  tableNumber: number | null;
  coupleIds: string[];
}

/** What the reveal needs from matching (groups) and restaurants. */
export abstract class DinnerSeating {
  abstract seatOf(dinnerId: string, coupleId: string): Promise<DinnerSeat | null>;
}
