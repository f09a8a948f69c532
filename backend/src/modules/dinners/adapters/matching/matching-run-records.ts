import { Injectable } from '@nestjs/common';
import { DinnerMatchingRuns } from '../../../matching';
import { DinnerRunRecord, DinnerRunRecords } from '../../application/dinner-events/operations-sources';

/** The dinner's matching runs, from matching's public service. */
@Injectable()
export class MatchingRunRecords extends DinnerRunRecords {
  constructor(private readonly runs: DinnerMatchingRuns) {
    super();
  }

  forDinner(dinnerId: string): Promise<DinnerRunRecord[]> {
    return this.runs.forDinner(dinnerId);
  }
}
