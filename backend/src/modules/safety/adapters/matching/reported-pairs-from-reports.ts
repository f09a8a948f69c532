import { Injectable } from '@nestjs/common';
import { ReportedPair, ReportedPairs } from '../../../matching';
import { SafetyRecords } from '../../application/safety-records';

/** Matching's ReportedPairs port, bound by safety: every report keeps its pair apart, whatever its outcome. */
@Injectable()
export class ReportedPairsFromReports extends ReportedPairs {
  constructor(private readonly records: SafetyRecords) {
    super();
  }

  among(coupleIds: readonly string[]): Promise<ReportedPair[]> {
    return this.records.reportedPairsAmong(coupleIds);
  }
}
