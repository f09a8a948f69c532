import type { AttendanceMark, AttendanceMarkedBy } from '../../domain/attendance';
import type { RunningLateNotice } from '../../domain/running-late';

export interface StoredAttendance {
  bookingId: string;
  coupleId: string;
  mark: AttendanceMark;
  markedBy: AttendanceMarkedBy;
  markedAt: Date;
}

/** The evening's records of a dinner: who arrived, what tablemates said, who was running late. */
export abstract class EveningRepository {
  /** The booking's mark, locked until the unit of work ends (two marks of one couple count one after the other). */
  abstract lockMark(bookingId: string): Promise<StoredAttendance | null>;
  abstract saveMark(dinnerId: string, mark: StoredAttendance): Promise<void>;
  abstract marksOf(dinnerId: string): Promise<StoredAttendance[]>;
  /** The couple's no-shows at dinners that started at or after `since`. */
  abstract noShowsSince(coupleId: string, since: Date): Promise<number>;
  /** Each booking's mark, for the couples' own lists (support's history). */
  abstract marksOfBookings(bookingIds: readonly string[]): Promise<Map<string, AttendanceMark>>;
  abstract addAbsenceStatements(dinnerId: string, coupleId: string, absentCoupleIds: readonly string[], now: Date): Promise<void>;
  /** How many tablemate couples said each couple did not come (keyed by the absent couple). */
  abstract absenceStatementsOf(dinnerId: string): Promise<Map<string, number>>;
  /** False when the couple already sent one for this dinner. */
  abstract addRunningLate(dinnerId: string, coupleId: string, notice: RunningLateNotice): Promise<boolean>;
  abstract runningLateOf(dinnerId: string, coupleId: string): Promise<RunningLateNotice | null>;
  /** The couple's notices, keyed by dinner. */
  abstract runningLateOfCouple(coupleId: string): Promise<Map<string, RunningLateNotice>>;
  /** Every couple of the dinner running late, keyed by couple. */
  abstract runningLateAt(dinnerId: string): Promise<Map<string, RunningLateNotice>>;
}
