import { Injectable } from '@nestjs/common';
import { DinnerGroupOutcomes } from '../../../matching';
import { GroupOutcome, GroupOutcomes } from '../../application/dinner-report-sources';

@Injectable()
export class MatchingGroupOutcomes extends GroupOutcomes {
  constructor(private readonly outcomes: DinnerGroupOutcomes) {
    super();
  }

  of(dinnerIds: string[]): Promise<Map<string, GroupOutcome>> {
    return this.outcomes.of(dinnerIds);
  }
}
