import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { BookingStatus, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerOverview, DinnerReportQueries, PastDinnerRow } from '../../application/dinner-report-sources';

@Injectable()
export class TypeOrmDinnerReportQueries extends DinnerReportQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async pastDinners(now: Date): Promise<PastDinnerRow[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      sql`SELECT e.id, e.city, e.country, e.event_date, e.status, e.capacity,
              coalesce(array_agg(DISTINCT b.couple_id) FILTER (WHERE b.status = ANY(${PAID_BOOKING_STATUSES})), '{}') AS paid_couple_ids,
              count(DISTINCT b.couple_id) FILTER (WHERE b.status = ${'attended' satisfies BookingStatus})::int AS attended,
              r.average_rating, r.average_restaurant_rating, coalesce(r.reviews, 0) AS reviews
         FROM dinner_events e
         LEFT JOIN dinner_bookings b ON b.dinner_id = e.id
         LEFT JOIN (SELECT dinner_id, avg(rating)::float AS average_rating, avg(restaurant_rating)::float AS average_restaurant_rating, count(*)::int AS reviews
                      FROM dinner_reviews GROUP BY dinner_id) r ON r.dinner_id = e.id
        WHERE e.event_date < ${now}
        GROUP BY e.id, r.average_rating, r.average_restaurant_rating, r.reviews
        ORDER BY e.event_date DESC`,
    );
    return rows.map((row) => ({
      id: row.id as string,
      city: row.city as string,
      country: row.country as string,
      eventDate: row.event_date as Date,
      status: row.status as string,
      capacity: row.capacity as number,
      paidCoupleIds: row.paid_couple_ids as string[],
      attendedCouples: row.attended as number,
      averageRating: row.average_rating as number | null,
      averageRestaurantRating: row.average_restaurant_rating as number | null,
      reviews: row.reviews as number,
    }));
  }

  async overview(): Promise<DinnerOverview> {
    const [row] = await this.db.rows<{ events: number; rating: number | null; per_week: { week: string; bookings: number }[] }>(
      sql`SELECT (SELECT count(*)::int FROM dinner_events) AS events,
                (SELECT avg(restaurant_rating)::float FROM dinner_reviews) AS rating,
                (SELECT coalesce(json_agg(w ORDER BY w.week), '[]')
                   FROM (SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*)::int AS bookings
                           FROM dinner_bookings WHERE status <> ${'expired' satisfies BookingStatus} GROUP BY 1) w) AS per_week`,
    );
    return { events: row.events, averageRestaurantRating: row.rating, bookingsPerWeek: row.per_week };
  }

  async coupleRatings(dinnerIds: readonly string[]): Promise<{ dinnerId: string; raterCoupleId: string; ratedUserId: string; rating: number }[]> {
    if (dinnerIds.length === 0) return [];
    const rows = await this.db.rows<{ dinner_id: string; couple_id: string; rated_user_id: string; rating: number }>(
      sql`SELECT r.dinner_id, r.couple_id, c.key AS rated_user_id, (c.value->>'rating')::int AS rating
         FROM dinner_reviews r, jsonb_each(r.couple_reviews) c
        WHERE r.dinner_id = ANY(${dinnerIds}::uuid[]) AND jsonb_typeof(c.value->'rating') = 'number'`,
    );
    return rows.map((row) => ({ dinnerId: row.dinner_id, raterCoupleId: row.couple_id, ratedUserId: row.rated_user_id, rating: row.rating }));
  }
}
