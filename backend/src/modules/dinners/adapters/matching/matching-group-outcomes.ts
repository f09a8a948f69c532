import { Injectable } from '@nestjs/common';
import { DinnerGroupOutcomes } from '../../../matching';
import { GroupOutcomes } from '../../application/dinner-events/dinner-report-sources';
import { DinnerTableFacts } from '../../domain/dinner-outcomes';

@Injectable()
export class MatchingGroupOutcomes extends GroupOutcomes {
  constructor(private readonly outcomes: DinnerGroupOutcomes) {
    super();
  }

  tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTableFacts[]>> {
    return this.outcomes.tables(dinnerIds);
  }
}
