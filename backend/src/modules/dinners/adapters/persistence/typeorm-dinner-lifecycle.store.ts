import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { BookingStatus, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerStatus, UNSEATED_DINNER_STATUSES } from '../../domain/dinner-status';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { DinnerLifecycleStore, LifecycleDinner, LifecycleSeat } from '../../application/dinner-lifecycle-store';
import { DinnerNotification } from '../../application/dinner-store';

interface DinnerRow {
  id: string;
  status: DinnerStatus;
  city: string;
  country: string;
  event_date: Date;
  booking_deadline: Date;
}

interface SeatRow {
  id: string;
  couple_id: string;
}

const DINNER_COLUMNS = raw('id, status, city, country, event_date, booking_deadline');
const toDinner = (row: DinnerRow): LifecycleDinner => ({
  id: row.id,
  status: row.status,
  city: row.city,
  country: row.country,
  eventDate: row.event_date,
  bookingDeadline: row.booking_deadline,
});
const toSeats = (rows: SeatRow[]): LifecycleSeat[] => rows.map((row) => ({ bookingId: row.id, coupleId: row.couple_id }));
const SENT_COLUMN: Record<DinnerNotification, Sql> = { reveal: raw('reveal_sent_at'), teaser: raw('teaser_sent_at') };

@Injectable()
export class TypeOrmDinnerLifecycleStore extends DinnerLifecycleStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  listOpenPastDeadline(now: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'accepting_bookings' satisfies DinnerStatus} AND booking_deadline <= ${now} ORDER BY booking_deadline`,
    );
  }

  listClosedWithDeadlineBefore(cutoff: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'booking_closed' satisfies DinnerStatus} AND booking_deadline <= ${cutoff} ORDER BY booking_deadline`,
    );
  }

  listAssignedStartedBefore(cutoff: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'restaurant_assigned' satisfies DinnerStatus} AND event_date <= ${cutoff} ORDER BY event_date`,
    );
  }

  listUnseatedStartedBefore(now: Date): Promise<string[]> {
    return this.ids(sql`SELECT id FROM dinner_events WHERE status = ANY(${UNSEATED_DINNER_STATUSES}) AND event_date <= ${now} ORDER BY event_date`);
  }

  async lock(dinnerId: string): Promise<LifecycleDinner | null> {
    const [row] = await this.db.rows<DinnerRow>(sql`SELECT ${DINNER_COLUMNS} FROM dinner_events WHERE id = ${dinnerId} FOR UPDATE`);
    return row ? toDinner(row) : null;
  }

  async find(dinnerId: string): Promise<LifecycleDinner | null> {
    const [row] = await this.db.rows<DinnerRow>(sql`SELECT ${DINNER_COLUMNS} FROM dinner_events WHERE id = ${dinnerId}`);
    return row ? toDinner(row) : null;
  }

  async setStatus(dinnerId: string, status: DinnerStatus): Promise<void> {
    await this.db.change(sql`UPDATE dinner_events SET status = ${status}, updated_at = now() WHERE id = ${dinnerId}`);
  }

  async expireHolds(dinnerId: string): Promise<number> {
    const { count } = await this.db.change(
      sql`UPDATE dinner_bookings SET status = ${'expired' satisfies BookingStatus}, hold_expires_at = NULL, updated_at = now()
           WHERE dinner_id = ${dinnerId} AND status = ${'pending_payment' satisfies BookingStatus}`,
    );
    return count;
  }

  async countPaidCouples(dinnerId: string): Promise<number> {
    const [{ count }] = await this.db.rows<{ count: number }>(
      sql`SELECT count(DISTINCT couple_id)::int AS count FROM dinner_bookings WHERE dinner_id = ${dinnerId} AND status = ANY(${PAID_BOOKING_STATUSES})`,
    );
    return count;
  }

  async markAttended(dinnerId: string): Promise<LifecycleSeat[]> {
    const { rows } = await this.db.change<SeatRow>(
      sql`UPDATE dinner_bookings SET status = ${'attended' satisfies BookingStatus}, updated_at = now()
           WHERE dinner_id = ${dinnerId} AND status = ${'confirmed' satisfies BookingStatus} RETURNING id, couple_id`,
    );
    return toSeats(rows);
  }

  async claimReviewRequests(dinnerId: string, at: Date): Promise<LifecycleSeat[]> {
    const { rows } = await this.db.change<SeatRow>(
      sql`UPDATE dinner_bookings b SET review_requested_at = ${at} WHERE b.dinner_id = ${dinnerId} AND b.status = ${'attended' satisfies BookingStatus} AND b.review_requested_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) RETURNING b.id, b.couple_id`,
    );
    return toSeats(rows);
  }

  async claimNotification(bookingId: string, kind: DinnerNotification, at: Date): Promise<boolean> {
    const column = SENT_COLUMN[kind];
    const { count } = await this.db.change(sql`UPDATE dinner_bookings SET ${column} = ${at} WHERE id = ${bookingId} AND ${column} IS NULL`);
    return count === 1;
  }

  private async ids(query: Sql): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(query);
    return rows.map((row) => row.id);
  }
}
