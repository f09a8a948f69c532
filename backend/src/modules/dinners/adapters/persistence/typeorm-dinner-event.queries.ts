import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import {
  DinnerEventQueries,
  DinnerEventWithPaid,
  EventListFilter,
  EventSort,
  EventTiming,
  PageRequest,
} from '../../application/dinner-events/dinner-event-queries';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { DinnerListing, DinnerOffer, DinnerSlot } from '../../application/dinner-events/dinner-views';
import { activeBooking, takenSpots, takesSpot } from './booking.mapper';
import { inCities } from './in-cities';
import { DINNER_EVENT_COLUMNS, DINNER_LISTING_COLUMNS, DINNER_OFFER_COLUMNS, DINNER_SLOT_COLUMNS } from './dinner-event.mapper';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerStatus } from '../../domain/dinner-status';

const BOOKABLE: DinnerStatus = 'accepting_bookings';
/** A dinner the service cancelled is no longer to come (it stays in the history). */
const CANCELLED_BY_SYSTEM: DinnerStatus = 'cancelled_by_system';

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
  const city = filter.city ?? null;
  return sql`(${search}::text IS NULL OR tm_fold(d.city || ' ' || d.country) LIKE '%' || tm_fold(${search}::text) || '%') AND (${status}::text IS NULL OR d.status = ${status}::text) AND (${city}::text IS NULL OR d.city = ${city}::text)
    AND ${inCities(filter.cities)}`;
}

/** Typed SQL, filtered in the database: every list of dinners reads here, the couple's offers and slots and the admin's pages. */
@Injectable()
export class TypeOrmDinnerEventQueries extends DinnerEventQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  listOfferedBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerOffer[]> {
    return this.db.rows<DinnerOffer>(
      sql`SELECT ${DINNER_OFFER_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d
        WHERE lower(d.city) = lower(${city}) AND lower(d.country) = lower(${country}) AND d.event_date > ${from} AND d.event_date <= ${to}
          AND d.is_active AND d.status = ${BOOKABLE}
        ORDER BY d.event_date ASC`,
    );
  }

  listBookableSlots(city: string, country: string, until: Date, now: Date): Promise<DinnerSlot[]> {
    return this.slots(
      sql`lower(d.city) = lower(${city}) AND lower(d.country) = lower(${country}) AND d.event_date > ${now} AND d.event_date <= ${until}
       AND d.is_active AND d.status = ${BOOKABLE} AND d.booking_deadline > ${now}`,
      now,
    );
  }

  listUpcomingSlots(now: Date): Promise<DinnerSlot[]> {
    return this.slots(sql`d.event_date > ${now}`, now);
  }

  /** The slot lists are the longest answers: only the columns they show. */
  private slots(where: Sql, now: Date): Promise<DinnerSlot[]> {
    return this.db.rows<DinnerSlot>(
      sql`SELECT ${DINNER_SLOT_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d WHERE ${where} ORDER BY d.event_date ASC`,
    );
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

  /** Only the columns the list shows: with many dinners to come, reading and parsing every column was most of its time (bench:api). */
  listUpcoming(now: Date): Promise<DinnerListing[]> {
    return this.db.rows<DinnerListing>(
      sql`SELECT ${DINNER_LISTING_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d
        WHERE d.event_date > ${now} AND d.status <> ${CANCELLED_BY_SYSTEM} ORDER BY d.event_date ASC, d.id`,
    );
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

  async latestFeeCents(places?: readonly { city: string; country: string }[]): Promise<number | null> {
    const among = places
      ? sql`WHERE (city, country) IN (SELECT * FROM unnest(${places.map((place) => place.city)}::text[], ${places.map((place) => place.country)}::text[]))`
      : sql``;
    const [latest] = await this.db.rows<{ logistics_fee_cents: number }>(
      sql`SELECT logistics_fee_cents FROM dinner_events ${among} ORDER BY created_at DESC LIMIT 1`,
    );
    return latest?.logistics_fee_cents ?? null;
  }

  async upcomingAmong(ids: readonly string[], now: Date): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(sql`SELECT id FROM dinner_events WHERE id = ANY(${ids}::uuid[]) AND event_date > ${now}`);
    return rows.map((row) => row.id);
  }
}
