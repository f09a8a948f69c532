import { Injectable } from '@nestjs/common';
import { DinnerGroups } from '../../../matching';
import { MatchSummaries, MatchSummary } from '../../application/seating/match-summaries';

@Injectable()
export class GroupMatchSummaries extends MatchSummaries {
  constructor(private readonly groups: DinnerGroups) {
    super();
  }

  of(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>> {
    return this.groups.summaries(dinnerIds);
  }
}
