import { RecordedActionKind, ReportCategory, ReportStatus } from '../domain/safety-policy';

export interface CoupleReport {
  id: string;
  dinnerId: string;
  reporterCoupleId: string;
  reporterUserId: string | null;
  reportedCoupleId: string;
  category: ReportCategory;
  description: string;
  status: ReportStatus;
  dinnerDate: Date;
  dinnerCity: string;
  dinnerTimeZone: string;
  restaurantName: string | null;
  createdAt: Date;
}

export type NewCoupleReport = Omit<CoupleReport, 'id' | 'status'>;

export interface SafetyNote {
  id: string;
  reportId: string;
  adminId: string;
  text: string;
  createdAt: Date;
}

export interface SafetyAction {
  id: string;
  reportId: string | null;
  coupleId: string;
  action: RecordedActionKind;
  reason: string;
  suspendedUntil: Date | null;
  /** The admin who acted; null for a rule (another module's, e.g. no-shows). */
  adminId: string | null;
  createdAt: Date;
  appealText: string | null;
  appealedAt: Date | null;
}

export type NewSafetyAction = Omit<SafetyAction, 'id' | 'appealText' | 'appealedAt'>;

/** The safety module's rows: reports, admins' notes, actions and the couples' appeals. */
export abstract class SafetyRecords {
  /** False when this reporter couple already reported this couple for this dinner (unique). */
  abstract addReport(report: NewCoupleReport): Promise<boolean>;
  /** The couples this reporter couple reported at this dinner. */
  abstract reportedAt(dinnerId: string, reporterCoupleId: string): Promise<string[]>;
  abstract findReport(id: string): Promise<CoupleReport | null>;
  /** Locks the report until the unit of work ends, so two admins' actions apply one after the other. */
  abstract lockReport(id: string): Promise<CoupleReport | null>;
  abstract setStatus(reportId: string, status: ReportStatus): Promise<void>;
  /** Every report, for the queue (its order is the domain's). */
  abstract allReports(): Promise<CoupleReport[]>;
  /** Reports made by or about this couple, newest first. */
  abstract reportsInvolving(coupleId: string): Promise<CoupleReport[]>;
  /** Pairs among these couples where one reported the other. */
  abstract reportedPairsAmong(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]>;
  abstract addNote(note: Omit<SafetyNote, 'id'>): Promise<void>;
  abstract notesOf(reportId: string): Promise<SafetyNote[]>;
  abstract addAction(action: NewSafetyAction): Promise<SafetyAction>;
  abstract actionsOfReports(reportIds: readonly string[]): Promise<SafetyAction[]>;
  /** Actions that concerned this couple, newest first. */
  abstract actionsOfCouple(coupleId: string): Promise<SafetyAction[]>;
  /** The couple's latest suspension ending after `now`, locked when `lock`. */
  abstract currentSuspension(coupleId: string, now: Date, lock?: boolean): Promise<SafetyAction | null>;
  /** Suspensions a rule made (no report behind them) that their couple appealed, the latest appeal first. */
  abstract appealedRuleSuspensions(): Promise<SafetyAction[]>;
  abstract recordAppeal(actionId: string, text: string, at: Date): Promise<void>;
}
