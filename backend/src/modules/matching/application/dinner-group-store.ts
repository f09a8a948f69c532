/** Where a couple sits for a dinner: its group, the other couples, restaurant and table. */
export interface DinnerGroupSeat {
  groupId: string;
  dinnerId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  coupleIds: string[];
}

export interface NewDinnerGroup {
  dinnerId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  compatibilityScore: number | null;
  matchingAlgorithm: string;
  matchReasoning: string | null;
  participants: { coupleId: string; bookingId: string | null }[];
}

/** The dinner groups and their participants. */
export abstract class DinnerGroupStore {
  abstract findSeat(dinnerId: string, coupleId: string): Promise<DinnerGroupSeat | null>;
  /** Per dinner: its groups and the couples seated in them. */
  abstract summaries(dinnerIds: readonly string[]): Promise<Map<string, { groups: number; seatedCouples: number }>>;
  /** The dinner of every group seated at the restaurant, one entry per group. */
  abstract dinnersSeatedAt(restaurantId: string): Promise<string[]>;
  /** A group with its participants; the caller's unit of work makes it atomic. */
  abstract create(group: NewDinnerGroup): Promise<string>;
}
