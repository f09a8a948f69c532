import { ScheduledStep } from '../../domain/dinner-history';

export interface DinnerHistoryEntry {
  at: Date;
  step: ScheduledStep;
}

/** What the scheduled jobs did to each dinner; `record` joins the caller's unit of work, in the change's transaction. */
export abstract class DinnerHistory {
  abstract record(dinnerId: string, step: ScheduledStep, at: Date): Promise<void>;
  /** Newest first (the dinner's operations page). */
  abstract forDinner(dinnerId: string): Promise<DinnerHistoryEntry[]>;
}
