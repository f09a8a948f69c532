import { Injectable } from '@nestjs/common';
import { DinnerGroupDirectory } from '../../../matching';
import { MatchSummaries, MatchSummary } from '../../application/match-summaries';

@Injectable()
export class GroupMatchSummaries extends MatchSummaries {
  constructor(private readonly groups: DinnerGroupDirectory) {
    super();
  }

  of(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>> {
    return this.groups.summaries(dinnerIds);
  }
}
