import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { BookingListEntry, BookingListQueries, BookingListQuery, BookingListSort } from '../../application/bookings/booking-list';
import { timeZoneOf } from '../../domain/dinner-cities';
import { inCities } from './in-cities';

/** The admin list's sortable columns, as SQL: only these strings ever reach ORDER BY. */
const LIST_SORT_SQL: Record<BookingListSort, Sql> = { created_at: raw('b.created_at'), dinner_date: raw('d.event_date'), status: raw('b.status') };

interface BookingListRow {
  id: string;
  couple_id: string;
  status: string;
  created_at: Date;
  dinner_id: string;
  city: string;
  country: string;
  event_date: Date;
  dinner_status: string;
  total: number;
}

/** The admin list's filters on bookings `b` of dinners `d`; an absent one matches every booking. */
const listFilter = (query: BookingListQuery): Sql =>
  sql`(${query.coupleIds ?? null}::uuid[] IS NULL OR b.couple_id = ANY(${query.coupleIds ?? null}::uuid[]))
      AND (${query.status ?? null}::text IS NULL OR b.status = ${query.status ?? null}::text)
      AND (${query.dinnerId ?? null}::uuid IS NULL OR b.dinner_id = ${query.dinnerId ?? null}::uuid)
      AND ${inCities(query.cities)}
      AND (${query.city ?? null}::text IS NULL OR d.city = ${query.city ?? null}::text)`;

@Injectable()
export class TypeOrmBookingListQueries extends BookingListQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async page(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }> {
    const rows = await this.db.rows<BookingListRow>(
      sql`SELECT b.id, b.couple_id, b.status, b.created_at, d.id AS dinner_id, d.city, d.country, d.event_date, d.status AS dinner_status, count(*) OVER ()::int AS total
           FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
          WHERE ${listFilter(query)}
          ORDER BY ${LIST_SORT_SQL[query.sort]} ${raw(query.order === 'asc' ? 'ASC' : 'DESC')}, b.id LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    const total = rows[0]?.total ?? (query.offset === 0 ? 0 : await this.count(query));
    return {
      bookings: rows.map((row) => ({
        id: row.id,
        coupleId: row.couple_id,
        dinnerId: row.dinner_id,
        status: row.status,
        createdAt: row.created_at,
        dinnerCity: row.city,
        dinnerDate: row.event_date,
        dinnerTimeZone: timeZoneOf(row.city, row.country),
        dinnerStatus: row.dinner_status,
      })),
      total,
    };
  }

  /** A page past the end still answers the total. */
  private async count(query: BookingListQuery): Promise<number> {
    const [{ total }] = await this.db.rows<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id WHERE ${listFilter(query)}`,
    );
    return total;
  }
}
