import { DinnerStatus } from '../../domain/dinner-status';

/** What a scheduled matching run did to a dinner. */
export interface MatchingReport {
  /** restaurant_assigned when every paid couple sits at a table, pending_manual_intervention otherwise. */
  status: DinnerStatus;
  groups: number;
  /** Paid couples left without a group. */
  unmatchedCouples: number;
  /** Groups that found no restaurant table. */
  unplacedGroups: number;
}

/** Port: the matching run (groups, then restaurants and tables) of the matching module, started by the schedule. */
export abstract class DinnerMatchmaker {
  /** Runs matching and restaurant assignment for a closed dinner, in the caller's transaction. */
  abstract matchAndAssign(dinnerId: string): Promise<MatchingReport>;
}
