/** One group of a dinner, for the admin history and analytics. */
export interface DinnerTable {
  /** Compatibility score (0-100); null for a group formed without one. */
  score: number | null;
  coupleIds: string[];
  hasRestaurant: boolean;
}

/** Read side of the dinner groups for the admin history and analytics (dinners module). */
export abstract class DinnerGroupOutcomes {
  /** Per dinner: its groups (a dinner without any is left out). */
  abstract tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTable[]>>;
}
