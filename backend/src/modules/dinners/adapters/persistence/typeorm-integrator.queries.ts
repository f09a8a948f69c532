import { Injectable } from '@nestjs/common';
import type { CursorPage } from '../../../../platform/http/cursor-page';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import {
  IntegratorBooking,
  IntegratorDinner,
  IntegratorFilter,
  IntegratorQueries,
  IntegratorReservation,
} from '../../application/dinner-events/integrator-reads';
import { takenSpots } from './booking.mapper';
import { inCities } from './in-cities';

/** Rows of `alias` after the cursor, in id order: the id never changes, so a walk neither repeats nor skips a row that stays. */
const after = (alias: string, page: CursorPage): Sql => (page.startingAfter ? sql`${raw(alias)}.id > ${page.startingAfter}` : sql`true`);
const ofDinner = (alias: string, dinnerId: string | undefined): Sql => (dinnerId ? sql`${raw(alias)}.dinner_id = ${dinnerId}` : sql`true`);

/** The integrators' lists in typed SQL, each reading one row past the page (its `has_more`). */
@Injectable()
export class TypeOrmIntegratorQueries extends IntegratorQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  dinners(filter: IntegratorFilter, page: CursorPage, now: Date): Promise<IntegratorDinner[]> {
    return this.db.rows<IntegratorDinner>(
      sql`SELECT d.id, d.city, d.country, d.event_date AS "eventDate", d.booking_deadline AS "bookingDeadline", d.capacity,
          ${takenSpots(raw('d.id'), now)} AS "takenSpots", d.status, d.logistics_fee_cents AS "logisticsFeeCents", d.created_at AS "createdAt"
        FROM dinner_events d WHERE ${inCities(filter.cities)} AND ${after('d', page)} ORDER BY d.id LIMIT ${page.limit + 1}`,
    );
  }

  bookings(filter: IntegratorFilter, page: CursorPage): Promise<IntegratorBooking[]> {
    return this.db.rows<IntegratorBooking>(
      sql`SELECT b.id, b.dinner_id AS "dinnerId", b.couple_id AS "coupleId", b.status, b.confirmed_at AS "confirmedAt",
          b.cancelled_at AS "cancelledAt", b.created_at AS "createdAt"
        FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
        WHERE ${inCities(filter.cities)} AND ${ofDinner('b', filter.dinnerId)} AND ${after('b', page)} ORDER BY b.id LIMIT ${page.limit + 1}`,
    );
  }

  reservations(filter: IntegratorFilter, page: CursorPage): Promise<IntegratorReservation[]> {
    const ofRestaurant = filter.restaurantId ? sql`r.restaurant_id = ${filter.restaurantId}` : sql`true`;
    return this.db.rows<IntegratorReservation>(
      sql`SELECT r.id, r.dinner_id AS "dinnerId", r.restaurant_id AS "restaurantId", r.table_number AS "tableNumber", r.party_size AS "partySize",
          d.event_date AS "eventDate", r.status, r.revision, r.responded_at AS "respondedAt"
        FROM restaurant_reservations r JOIN dinner_events d ON d.id = r.dinner_id
        WHERE ${inCities(filter.cities)} AND ${ofDinner('r', filter.dinnerId)} AND ${ofRestaurant} AND ${after('r', page)}
        ORDER BY r.id LIMIT ${page.limit + 1}`,
    );
  }

  async reservation(id: string): Promise<(IntegratorReservation & { city: string }) | null> {
    const [row] = await this.db.rows<IntegratorReservation & { city: string }>(
      sql`SELECT r.id, r.dinner_id AS "dinnerId", r.restaurant_id AS "restaurantId", r.table_number AS "tableNumber", r.party_size AS "partySize",
          d.event_date AS "eventDate", r.status, r.revision, r.responded_at AS "respondedAt", d.city
        FROM restaurant_reservations r JOIN dinner_events d ON d.id = r.dinner_id WHERE r.id = ${id}`,
    );
    return row ?? null;
  }

  async cityOfDinner(dinnerId: string): Promise<string | null> {
    const [row] = await this.db.rows<{ city: string }>(sql`SELECT city FROM dinner_events WHERE id = ${dinnerId}`);
    return row?.city ?? null;
  }
}
