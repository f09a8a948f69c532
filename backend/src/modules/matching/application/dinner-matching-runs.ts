/** One matching run of a dinner, as the dinner's operations page lists it. */
export interface MatchingRunEntry {
  id: string;
  trigger: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  durationMs: number | null;
  matchedGroups: number;
  unmatchedCouples: number;
  error: string | null;
}

/** The runs of a dinner, newest first: exported for the dinner's operations page. */
export abstract class DinnerMatchingRuns {
  abstract forDinner(dinnerId: string): Promise<MatchingRunEntry[]>;
}
