import { ReportedPair } from '../domain/dining-history';

/**
 * Port: the pairs among these couples that a safety report keeps apart (one reported the
 * other). Bound by safety, which sits above matching and owns the reports.
 */
export abstract class ReportedPairs {
  abstract among(coupleIds: readonly string[]): Promise<ReportedPair[]>;
}
