import { Injectable } from '@nestjs/common';
import { RunMatching } from '../../../matching';
import { DinnerMatchmaker, MatchingReport } from '../../application/seating/dinner-matchmaker';
import { DINNER_STATUSES, DinnerStatus } from '../../domain/dinner-status';

/** The matching module's run, recorded as started by the schedule. */
@Injectable()
export class RunMatchingMatchmaker extends DinnerMatchmaker {
  constructor(private readonly runMatching: RunMatching) {
    super();
  }

  async matchAndAssign(dinnerId: string): Promise<MatchingReport> {
    const run = await this.runMatching.execute({ dinnerId, startedByUserId: null, trigger: 'schedule' });
    if (!DINNER_STATUSES.includes(run.dinnerStatus as DinnerStatus)) throw new Error(`Matching left the dinner in an unknown status: ${run.dinnerStatus}`);
    return {
      status: run.dinnerStatus as DinnerStatus,
      groups: run.matchedGroups,
      unmatchedCouples: run.unmatchedCouples,
      unplacedGroups: run.unassignedGroups,
    };
  }
}
