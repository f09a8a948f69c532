import { Injectable } from '@nestjs/common';
import { DinnerGroupOutcomes } from '../../../matching';
import { GroupOutcome, GroupOutcomes } from '../../application/dinner-report-sources';
import { SeasonTable } from '../../domain/season-figures';

@Injectable()
export class MatchingGroupOutcomes extends GroupOutcomes {
  constructor(private readonly outcomes: DinnerGroupOutcomes) {
    super();
  }

  of(dinnerIds: string[]): Promise<Map<string, GroupOutcome>> {
    return this.outcomes.of(dinnerIds);
  }

  tables(dinnerIds: string[]): Promise<Map<string, SeasonTable[]>> {
    return this.outcomes.tables(dinnerIds);
  }
}
