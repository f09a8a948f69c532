import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { EveningRepository, StoredAttendance } from '../../application/evening/evening-repository';
import type { AttendanceMark, AttendanceMarkedBy } from '../../domain/attendance';
import type { RunningLateNotice } from '../../domain/running-late';

interface MarkRow {
  booking_id: string;
  couple_id: string;
  status: AttendanceMark;
  marked_by: AttendanceMarkedBy;
  marked_at: Date;
}

const toMark = (row: MarkRow): StoredAttendance => ({
  bookingId: row.booking_id,
  coupleId: row.couple_id,
  mark: row.status,
  markedBy: row.marked_by,
  markedAt: row.marked_at,
});

@Injectable()
export class TypeOrmEveningRepository extends EveningRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async lockMark(bookingId: string): Promise<StoredAttendance | null> {
    // The booking row is the lock: a mark not made yet has no row of its own to lock.
    await this.db.rows(sql`SELECT id FROM dinner_bookings WHERE id = ${bookingId} FOR UPDATE`);
    const [row] = await this.db.rows<MarkRow>(sql`SELECT * FROM dinner_attendance WHERE booking_id = ${bookingId}`);
    return row ? toMark(row) : null;
  }

  async saveMark(dinnerId: string, mark: StoredAttendance): Promise<void> {
    await this.db.change(
      sql`INSERT INTO dinner_attendance (booking_id, dinner_id, couple_id, status, marked_by, marked_at)
          VALUES (${mark.bookingId}, ${dinnerId}, ${mark.coupleId}, ${mark.mark}, ${mark.markedBy}, ${mark.markedAt})
          ON CONFLICT (booking_id) DO UPDATE SET status = EXCLUDED.status, marked_by = EXCLUDED.marked_by, marked_at = EXCLUDED.marked_at`,
    );
  }

  async marksOf(dinnerId: string): Promise<StoredAttendance[]> {
    return (await this.db.rows<MarkRow>(sql`SELECT * FROM dinner_attendance WHERE dinner_id = ${dinnerId}`)).map(toMark);
  }

  async noShowsSince(coupleId: string, since: Date): Promise<number> {
    const [row] = await this.db.rows<{ count: string }>(
      sql`SELECT count(*) AS count FROM dinner_attendance a JOIN dinner_events d ON d.id = a.dinner_id
           WHERE a.couple_id = ${coupleId} AND a.status = ${'no_show' satisfies AttendanceMark} AND d.event_date >= ${since}`,
    );
    return Number(row.count);
  }

  async marksOfBookings(bookingIds: readonly string[]): Promise<Map<string, AttendanceMark>> {
    if (bookingIds.length === 0) return new Map();
    const rows = await this.db.rows<MarkRow>(sql`SELECT * FROM dinner_attendance WHERE booking_id = ANY(${bookingIds}::uuid[])`);
    return new Map(rows.map((row) => [row.booking_id, row.status]));
  }

  async addAbsenceStatements(dinnerId: string, coupleId: string, absentCoupleIds: readonly string[], now: Date): Promise<void> {
    for (const absent of absentCoupleIds)
      await this.db.change(
        sql`INSERT INTO dinner_absence_statements (dinner_id, couple_id, absent_couple_id, created_at) VALUES (${dinnerId}, ${coupleId}, ${absent}, ${now})
            ON CONFLICT DO NOTHING`,
      );
  }

  async absenceStatementsOf(dinnerId: string): Promise<Map<string, number>> {
    const rows = await this.db.rows<{ absent_couple_id: string; count: string }>(
      sql`SELECT absent_couple_id, count(*) AS count FROM dinner_absence_statements WHERE dinner_id = ${dinnerId} GROUP BY absent_couple_id`,
    );
    return new Map(rows.map((row) => [row.absent_couple_id, Number(row.count)]));
  }

  async addRunningLate(dinnerId: string, coupleId: string, notice: RunningLateNotice): Promise<boolean> {
    const rows = await this.db.rows(
      sql`INSERT INTO dinner_running_late (dinner_id, couple_id, minutes, sent_at) VALUES (${dinnerId}, ${coupleId}, ${notice.minutes}, ${notice.sentAt})
          ON CONFLICT DO NOTHING RETURNING couple_id`,
    );
    return rows.length > 0;
  }

  async runningLateOf(dinnerId: string, coupleId: string): Promise<RunningLateNotice | null> {
    return (await this.runningLateAt(dinnerId)).get(coupleId) ?? null;
  }

  async runningLateOfCouple(coupleId: string): Promise<Map<string, RunningLateNotice>> {
    const rows = await this.db.rows<{ dinner_id: string; minutes: number; sent_at: Date }>(
      sql`SELECT dinner_id, minutes, sent_at FROM dinner_running_late WHERE couple_id = ${coupleId}`,
    );
    return new Map(rows.map((row) => [row.dinner_id, { minutes: row.minutes, sentAt: row.sent_at }]));
  }

  async runningLateAt(dinnerId: string): Promise<Map<string, RunningLateNotice>> {
    const rows = await this.db.rows<{ couple_id: string; minutes: number; sent_at: Date }>(
      sql`SELECT couple_id, minutes, sent_at FROM dinner_running_late WHERE dinner_id = ${dinnerId}`,
    );
    return new Map(rows.map((row) => [row.couple_id, { minutes: row.minutes, sentAt: row.sent_at }]));
  }
}
