import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerEventAdminStore, DinnerEventChanges, DinnerEventWithPaid, EventListFilter, EventSort, EventTiming, PageRequest, PaidSeat } from '../../application/dinner-event-admin-store';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { ACTIVE_BOOKING_SQL, DINNER_EVENT_COLUMNS, TAKEN_SPOTS_SQL, TAKES_SPOT_SQL, toDinnerEvent } from './dinner-rows';

/** Taken spots and paid bookings of dinner `d` in one scan of its active bookings; `$1` is now. */
const BOOKING_COUNTS_SQL = `LEFT JOIN LATERAL (
     SELECT count(*) FILTER (WHERE ${TAKES_SPOT_SQL('b', '$1')})::int AS taken,
            count(*) FILTER (WHERE b.status IN ('confirmed', 'attended'))::int AS paid
       FROM dinner_bookings b WHERE b.dinner_id = d.id AND ${ACTIVE_BOOKING_SQL('b')}) counts ON true`;

/** The sortable columns, as SQL: only these strings ever reach ORDER BY. */
const EVENT_SORT_SQL: Record<EventSort, string> = { event_date: 'd.event_date', booking_deadline: 'd.booking_deadline', city: 'tm_fold(d.city)', created_at: 'd.created_at' };

/** The filter's condition on `d`, its parameters numbered from `$first`. */
function filterSql(filter: EventListFilter, first: number): { sql: string; parameters: unknown[] } {
  return {
    sql: `($${first}::text IS NULL OR tm_fold(d.city || ' ' || d.country) LIKE '%' || tm_fold($${first}) || '%') AND ($${first + 1}::text IS NULL OR d.status = $${first + 1})`,
    parameters: [filter.search ? escapeLike(filter.search) : null, filter.status ?? null],
  };
}

@Injectable()
export class TypeOrmDinnerEventAdminStore extends DinnerEventAdminStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get manager(): EntityManager {
    return this.db.manager;
  }

  listPage(when: EventTiming, now: Date, page: PageRequest, filter: EventListFilter): Promise<DinnerEventWithPaid[]> {
    const timing = when === 'upcoming' ? 'd.event_date > $1' : 'd.event_date <= $1';
    const order = filter.order ? (filter.order === 'asc' ? 'ASC' : 'DESC') : when === 'upcoming' ? 'ASC' : 'DESC';
    const condition = filterSql(filter, 4);
    return this.manager.query(
      `SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings"
         FROM dinner_events d ${BOOKING_COUNTS_SQL} WHERE ${timing} AND ${condition.sql}
        ORDER BY ${EVENT_SORT_SQL[filter.sort ?? 'event_date']} ${order}, d.id LIMIT $2 OFFSET $3`,
      [now, page.size, (page.page - 1) * page.size, ...condition.parameters],
    );
  }

  async countByTiming(now: Date, filter: EventListFilter): Promise<Record<EventTiming, number>> {
    const condition = filterSql(filter, 2);
    const [counts]: Record<EventTiming, number>[] = await this.manager.query(
      `SELECT count(*) FILTER (WHERE d.event_date > $1)::int AS upcoming, count(*) FILTER (WHERE d.event_date <= $1)::int AS past FROM dinner_events d WHERE ${condition.sql}`,
      [now, ...condition.parameters],
    );
    return counts;
  }

  async findWithPaid(id: string, now: Date): Promise<DinnerEventWithPaid | null> {
    const [event] = await this.manager.query(
      `SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings" FROM dinner_events d ${BOOKING_COUNTS_SQL} WHERE d.id = $2`,
      [now, id],
    );
    return event ?? null;
  }

  listUpcoming(now: Date): Promise<DinnerEventWithPaid[]> {
    return this.list('d.event_date > $1', 'ASC', now);
  }

  listClosed(now: Date): Promise<DinnerEventWithPaid[]> {
    return this.list('d.booking_deadline <= $1', 'DESC', now);
  }

  /** Plain SQL, filtered in the database: every admin dinner list reads it, and the rows a list leaves out cost as much to read as the rest. `$1` is now. */
  private list(where: string, order: 'ASC' | 'DESC', now: Date): Promise<DinnerEventWithPaid[]> {
    return this.manager.query(
      `SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings"
         FROM dinner_events d ${BOOKING_COUNTS_SQL} WHERE ${where} ORDER BY d.event_date ${order}, d.id`,
      [now],
    );
  }

  async lock(id: string, now: Date): Promise<DinnerEvent | null> {
    const row = await this.manager.getRepository(DinnerEventOrmEntity).createQueryBuilder('d').setLock('pessimistic_write').where('d.id = :id', { id }).getOne();
    if (!row) return null;
    const [{ taken }]: { taken: number }[] = await this.manager.query(`SELECT ${TAKEN_SPOTS_SQL('$1', '$2')} AS taken`, [id, now]);
    return toDinnerEvent(row, Number(taken));
  }

  async update(id: string, changes: DinnerEventChanges): Promise<void> {
    await this.manager.getRepository(DinnerEventOrmEntity).update({ id }, changes);
  }

  async delete(id: string): Promise<void> {
    await this.manager.getRepository(DinnerBookingOrmEntity).delete({ dinnerId: id });
    await this.manager.getRepository(DinnerEventOrmEntity).delete({ id });
  }

  async paidSeats(id: string): Promise<PaidSeat[]> {
    const rows = await this.manager.getRepository(DinnerBookingOrmEntity).find({ where: { dinnerId: id, status: In(['confirmed', 'attended']) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ bookingId: row.id, coupleId: row.coupleId }));
  }

  async cancelBySystem(id: string, now: Date): Promise<void> {
    await this.manager.getRepository(DinnerEventOrmEntity).update({ id }, { status: 'cancelled_by_system', isActive: false });
    await this.manager
      .getRepository(DinnerBookingOrmEntity)
      .update({ dinnerId: id, status: In(['pending_payment', 'confirmed']) }, { status: 'cancelled', cancelledAt: now, holdExpiresAt: null });
  }

  async latestFeeCents(): Promise<number | null> {
    const [latest]: { logistics_fee_cents: number }[] = await this.manager.query('SELECT logistics_fee_cents FROM dinner_events ORDER BY created_at DESC LIMIT 1');
    return latest?.logistics_fee_cents ?? null;
  }

  async upcomingAmong(ids: readonly string[], now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.manager.query('SELECT id FROM dinner_events WHERE id = ANY($1::uuid[]) AND event_date > $2', [ids, now]);
    return rows.map((row) => row.id);
  }
}
