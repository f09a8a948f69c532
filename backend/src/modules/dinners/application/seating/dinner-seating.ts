import type { Restaurant } from '../../../restaurants';

/** Where a couple sits for a dinner, once matched: restaurant, table, and every couple of its group. */
export interface DinnerSeat {
  groupId: string;
  restaurant: Restaurant | null;
  tableNumber: number | null;
  coupleIds: string[];
  /** The group's conversation starters, written at the reveal; empty before. */
  icebreakers: string[];
}

/** One group of a dinner: where it sits (when it has a restaurant and table) and its couples. */
export interface DinnerTable {
  groupId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  coupleIds: string[];
}

/** What the reveal, the restaurants' reservations and the operations page need from matching (groups) and restaurants. */
export abstract class DinnerSeating {
  /** Every group of the dinner. */
  abstract tablesOf(dinnerId: string): Promise<DinnerTable[]>;
  /** The dinner of every group seated at the restaurant (one per group). */
  abstract dinnersSeatedAt(restaurantId: string): Promise<string[]>;
  /** Restaurants by id; unknown ids are absent. */
  abstract restaurants(ids: readonly string[]): Promise<Restaurant[]>;

  /** The couple's seat at each of these dinners where it has one, by dinner id. */
  abstract seatsOf(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerSeat>>;

  /** Every seated couple's seat at the dinner, by couple id: a table's reveals read once for all its couples. */
  abstract seatsAt(dinnerId: string): Promise<Map<string, DinnerSeat>>;

  /** Within a unit of work: no change to the dinner's groups (an admin's move, a run) until it ends. */
  abstract lockGroups(dinnerId: string): Promise<void>;

  /** The reveal: the conversation starters of these groups of the dinner, by group id, written now where a group has none (outside any transaction: an AI may take seconds). */
  abstract ensureIcebreakersAt(dinnerId: string, groupIds: readonly string[]): Promise<Map<string, string[]>>;

  async seatOf(dinnerId: string, coupleId: string): Promise<DinnerSeat | null> {
    return (await this.seatsOf(coupleId, [dinnerId])).get(dinnerId) ?? null;
  }
}
