/** Who started a run: an admin, a script (the CLI) or the lifecycle schedule. */
export type MatchingRunTrigger = 'admin' | 'script' | 'schedule';

export interface RunStart {
  dinnerId: string;
  startedByUserId: string | null;
  trigger: MatchingRunTrigger;
  seed: number;
  startedAt: Date;
}

export interface RunResult {
  algorithm: string;
  model: string | null;
  fallbackReason: string | null;
  objective: number;
  totalCouples: number;
  matchedGroups: number;
  matchedCouples: number;
  unmatchedCouples: number;
  unassignedGroups: number;
  finishedAt: Date;
  durationMs: number;
}

/** Port: the record of every matching run. */
export abstract class MatchingRunStore {
  /**
   * Records a running run; null when another run of the dinner is running. A run whose
   * heartbeat is older than `staleBefore` belongs to a process that died: it is marked
   * failed first, and no longer blocks.
   */
  abstract start(run: RunStart, staleBefore: Date): Promise<string | null>;
  /** The running run's process is alive: outside any transaction, so others see it at once. */
  abstract beat(runId: string, at: Date): Promise<void>;
  abstract succeed(runId: string, result: RunResult): Promise<void>;
  abstract fail(runId: string, error: string, finishedAt: Date): Promise<void>;
}
