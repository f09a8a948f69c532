import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerStatus } from '../../domain/dinner-status';
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

const DINNER_COLUMNS = 'id, status, city, country, event_date, booking_deadline';
const toDinner = (row: DinnerRow): LifecycleDinner => ({ id: row.id, status: row.status, city: row.city, country: row.country, eventDate: row.event_date, bookingDeadline: row.booking_deadline });
const toSeats = (rows: SeatRow[]): LifecycleSeat[] => rows.map((row) => ({ bookingId: row.id, coupleId: row.couple_id }));
const SENT_COLUMN: Record<DinnerNotification, string> = { reveal: 'reveal_sent_at', teaser: 'teaser_sent_at' };

@Injectable()
export class TypeOrmDinnerLifecycleStore extends DinnerLifecycleStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  listOpenPastDeadline(now: Date): Promise<string[]> {
    return this.ids(`SELECT id FROM dinner_events WHERE status = 'accepting_bookings' AND booking_deadline <= $1 ORDER BY booking_deadline`, [now]);
  }

  listClosedWithDeadlineBefore(cutoff: Date): Promise<string[]> {
    return this.ids(`SELECT id FROM dinner_events WHERE status = 'booking_closed' AND booking_deadline <= $1 ORDER BY booking_deadline`, [cutoff]);
  }

  listAssignedStartedBefore(cutoff: Date): Promise<string[]> {
    return this.ids(`SELECT id FROM dinner_events WHERE status = 'restaurant_assigned' AND event_date <= $1 ORDER BY event_date`, [cutoff]);
  }

  listUnseatedStartedBefore(now: Date): Promise<string[]> {
    return this.ids(
      `SELECT id FROM dinner_events WHERE status IN ('accepting_bookings', 'booking_closed', 'matched', 'pending_manual_intervention') AND event_date <= $1 ORDER BY event_date`,
      [now],
    );
  }

  async lock(dinnerId: string): Promise<LifecycleDinner | null> {
    const [row]: DinnerRow[] = await this.db.manager.query(`SELECT ${DINNER_COLUMNS} FROM dinner_events WHERE id = $1 FOR UPDATE`, [dinnerId]);
    return row ? toDinner(row) : null;
  }

  async find(dinnerId: string): Promise<LifecycleDinner | null> {
    const [row]: DinnerRow[] = await this.db.manager.query(`SELECT ${DINNER_COLUMNS} FROM dinner_events WHERE id = $1`, [dinnerId]);
    return row ? toDinner(row) : null;
  }

  async setStatus(dinnerId: string, status: DinnerStatus): Promise<void> {
    await this.db.manager.query('UPDATE dinner_events SET status = $2, updated_at = now() WHERE id = $1', [dinnerId, status]);
  }

  async expireHolds(dinnerId: string): Promise<number> {
    const [, lapsed]: [unknown, number] = await this.db.manager.query(
      `UPDATE dinner_bookings SET status = 'expired', hold_expires_at = NULL, updated_at = now() WHERE dinner_id = $1 AND status = 'pending_payment'`,
      [dinnerId],
    );
    return lapsed;
  }

  async countPaidCouples(dinnerId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await this.db.manager.query(
      `SELECT count(DISTINCT couple_id)::int AS count FROM dinner_bookings WHERE dinner_id = $1 AND status IN ('confirmed', 'attended')`,
      [dinnerId],
    );
    return count;
  }

  async markAttended(dinnerId: string): Promise<LifecycleSeat[]> {
    const [rows]: [SeatRow[], number] = await this.db.manager.query(
      `UPDATE dinner_bookings SET status = 'attended', updated_at = now() WHERE dinner_id = $1 AND status = 'confirmed' RETURNING id, couple_id`,
      [dinnerId],
    );
    return toSeats(rows);
  }

  async claimReviewRequests(dinnerId: string, at: Date): Promise<LifecycleSeat[]> {
    const [rows]: [SeatRow[], number] = await this.db.manager.query(
      `UPDATE dinner_bookings b SET review_requested_at = $2 WHERE b.dinner_id = $1 AND b.status = 'attended' AND b.review_requested_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) RETURNING b.id, b.couple_id`,
      [dinnerId, at],
    );
    return toSeats(rows);
  }

  async claimNotification(bookingId: string, kind: DinnerNotification, at: Date): Promise<boolean> {
    const column = SENT_COLUMN[kind];
    const [, claimed]: [unknown, number] = await this.db.manager.query(`UPDATE dinner_bookings SET ${column} = $2 WHERE id = $1 AND ${column} IS NULL`, [bookingId, at]);
    return claimed === 1;
  }

  private async ids(sql: string, parameters: unknown[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(sql, parameters);
    return rows.map((row) => row.id);
  }
}
