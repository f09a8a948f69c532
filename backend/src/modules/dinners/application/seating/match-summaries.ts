export interface MatchSummary {
  groups: number;
  seatedCouples: number;
}

/** Port: how a dinner's matching went (answered by the matching module's groups). */
export abstract class MatchSummaries {
  /** Per dinner id; a dinner without groups is absent. */
  abstract of(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>>;
}
