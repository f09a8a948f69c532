/** How matching went for one dinner. */
export interface DinnerGroupOutcome {
  groups: number;
  groupsWithRestaurant: number;
  /** Couples seated in a group, and those whose group has a restaurant. */
  seatedCoupleIds: string[];
  seatedAtRestaurantCoupleIds: string[];
  /** Mean compatibility score (0-100) of its groups; null without scored groups. */
  averageCompatibility: number | null;
}

/** Read side of the dinner groups for the admin history and analytics (dinners module). */
/** One group of a dinner, for the season analytics. */
export interface DinnerTable {
  score: number | null;
  coupleIds: string[];
}

export abstract class DinnerGroupOutcomes {
  abstract of(dinnerIds: readonly string[]): Promise<Map<string, DinnerGroupOutcome>>;
  /** Per dinner: its groups with their compatibility scores (0-100) and couples. */
  abstract tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTable[]>>;
}
