import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import {
  DinnerEventAdminStore,
  DinnerEventChanges,
  DinnerEventWithPaid,
  EventListFilter,
  EventSort,
  EventTiming,
  PageRequest,
  PaidSeat,
} from '../../application/dinner-event-admin-store';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { activeBooking, DINNER_EVENT_COLUMNS, takenSpots, takesSpot, toDinnerEvent } from './dinner-rows';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { BookingStatus, CANCELLABLE_BOOKING_STATUSES, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerStatus } from '../../domain/dinner-status';

/** Taken spots and paid bookings of dinner `d` at `now` in one scan of its active bookings. */
const bookingCounts = (now: Date): Sql => sql`LEFT JOIN LATERAL (
     SELECT count(*) FILTER (WHERE ${takesSpot('b', now)})::int AS taken,
            count(*) FILTER (WHERE b.status = ANY(${PAID_BOOKING_STATUSES}))::int AS paid
       FROM dinner_bookings b WHERE b.dinner_id = d.id AND ${activeBooking('b')}) counts ON true`;

/** The sortable columns, as SQL: only these strings ever reach ORDER BY. */
const EVENT_SORT_SQL: Record<EventSort, Sql> = {
  event_date: raw('d.event_date'),
  booking_deadline: raw('d.booking_deadline'),
  city: raw('tm_fold(d.city)'),
  created_at: raw('d.created_at'),
};

/** The filter's condition on `d`. */
function filterSql(filter: EventListFilter): Sql {
  const search = filter.search ? escapeLike(filter.search) : null;
  const status = filter.status ?? null;
  return sql`(${search}::text IS NULL OR tm_fold(d.city || ' ' || d.country) LIKE '%' || tm_fold(${search}::text) || '%') AND (${status}::text IS NULL OR d.status = ${status}::text)`;
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
    const timing = when === 'upcoming' ? sql`d.event_date > ${now}` : sql`d.event_date <= ${now}`;
    const order = raw(filter.order ? (filter.order === 'asc' ? 'ASC' : 'DESC') : when === 'upcoming' ? 'ASC' : 'DESC');
    return this.db.rows<DinnerEventWithPaid>(
      sql`SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings"
         FROM dinner_events d ${bookingCounts(now)} WHERE ${timing} AND ${filterSql(filter)}
        ORDER BY ${EVENT_SORT_SQL[filter.sort ?? 'event_date']} ${order}, d.id LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
    );
  }

  async countByTiming(now: Date, filter: EventListFilter): Promise<Record<EventTiming, number>> {
    const [counts] = await this.db.rows<Record<EventTiming, number>>(
      sql`SELECT count(*) FILTER (WHERE d.event_date > ${now})::int AS upcoming, count(*) FILTER (WHERE d.event_date <= ${now})::int AS past FROM dinner_events d WHERE ${filterSql(filter)}`,
    );
    return counts;
  }

  async findWithPaid(id: string, now: Date): Promise<DinnerEventWithPaid | null> {
    const [event] = await this.db.rows<DinnerEventWithPaid>(
      sql`SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings" FROM dinner_events d ${bookingCounts(now)} WHERE d.id = ${id}`,
    );
    return event ?? null;
  }

  listUpcoming(now: Date): Promise<DinnerEventWithPaid[]> {
    return this.list(sql`d.event_date > ${now}`, 'ASC', now);
  }

  listClosed(now: Date): Promise<DinnerEventWithPaid[]> {
    return this.list(sql`d.booking_deadline <= ${now}`, 'DESC', now);
  }

  /** Plain SQL, filtered in the database: every admin dinner list reads it, and the rows a list leaves out cost as much to read as the rest. */
  private list(where: Sql, order: 'ASC' | 'DESC', now: Date): Promise<DinnerEventWithPaid[]> {
    return this.db.rows<DinnerEventWithPaid>(
      sql`SELECT ${DINNER_EVENT_COLUMNS}, counts.taken AS "takenSpots", counts.paid AS "paidBookings"
         FROM dinner_events d ${bookingCounts(now)} WHERE ${where} ORDER BY d.event_date ${raw(order)}, d.id`,
    );
  }

  async lock(id: string, now: Date): Promise<DinnerEvent | null> {
    const row = await this.manager.getRepository(DinnerEventOrmEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    const [{ taken }] = await this.db.rows<{ taken: number }>(sql`SELECT ${takenSpots(sql`${id}::uuid`, now)} AS taken`);
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
    const rows = await this.manager
      .getRepository(DinnerBookingOrmEntity)
      .find({ where: { dinnerId: id, status: In(PAID_BOOKING_STATUSES) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ bookingId: row.id, coupleId: row.coupleId }));
  }

  async cancelBySystem(id: string, now: Date): Promise<void> {
    await this.manager.getRepository(DinnerEventOrmEntity).update({ id }, { status: 'cancelled_by_system' satisfies DinnerStatus, isActive: false });
    await this.manager
      .getRepository(DinnerBookingOrmEntity)
      .update(
        { dinnerId: id, status: In(CANCELLABLE_BOOKING_STATUSES) },
        { status: 'cancelled' satisfies BookingStatus, cancelledAt: now, holdExpiresAt: null },
      );
  }

  async latestFeeCents(): Promise<number | null> {
    const [latest] = await this.db.rows<{ logistics_fee_cents: number }>(sql`SELECT logistics_fee_cents FROM dinner_events ORDER BY created_at DESC LIMIT 1`);
    return latest?.logistics_fee_cents ?? null;
  }

  async upcomingAmong(ids: readonly string[], now: Date): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(sql`SELECT id FROM dinner_events WHERE id = ANY(${ids}::uuid[]) AND event_date > ${now}`);
    return rows.map((row) => row.id);
  }
}
