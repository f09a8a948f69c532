import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { Sql, sql } from '../../../../platform/database/sql';
import { BookingStatus, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerMarks } from '../../domain/see-you-again';
import { CoupleRatingRow, DinnerAnalyticsFacts, DinnerReportQueries, PastDinnerRow } from '../../application/dinner-events/dinner-report-sources';

interface PastDinnerRecord {
  id: string;
  city: string;
  country: string;
  /** A Date from a row, an ISO text from JSON. */
  event_date: Date | string;
  status: string;
  capacity: number;
  paid_couple_ids: string[];
  attended: number;
  average_rating: number | null;
  average_restaurant_rating: number | null;
  reviews: number;
}

interface AnalyticsRecord {
  dinners: PastDinnerRecord[];
  events: number;
  rating: number | null;
  per_week: { week: string; bookings: number }[];
  ratings: { dinner_id: string; couple_id: string; rated_user_id: string; rating: number }[];
  marks: { dinner_id: string; couple_id: string; marked_couple_id: string }[];
  fees: { city: string; country: string; paid: number; fees: string }[];
}

@Injectable()
export class TypeOrmDinnerReportQueries extends DinnerReportQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async pastDinners(now: Date): Promise<PastDinnerRow[]> {
    const rows = await this.db.rows<PastDinnerRecord>(sql`${pastDinnersBefore(now)} ORDER BY e.event_date DESC`);
    return rows.map(toPastDinnerRow);
  }

  async analyticsFacts(now: Date, city?: string): Promise<DinnerAnalyticsFacts> {
    // The city filter (issue 49) narrows every figure to the dinners of that city.
    const inCity = city === undefined ? sql`TRUE` : sql`e.city = ${city}`;
    const [row] = await this.db.rows<AnalyticsRecord>(
      sql`WITH past AS (${pastDinnersBefore(now, inCity)})
        SELECT (SELECT coalesce(json_agg(p ORDER BY p.event_date DESC), '[]') FROM past p) AS dinners,
               (SELECT count(*)::int FROM dinner_events e WHERE ${inCity}) AS events,
               (SELECT avg(v.restaurant_rating)::float FROM dinner_reviews v JOIN dinner_events e ON e.id = v.dinner_id WHERE ${inCity}) AS rating,
               (SELECT coalesce(json_agg(w ORDER BY w.week), '[]')
                  FROM (SELECT to_char(date_trunc('week', b.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*)::int AS bookings
                          FROM dinner_bookings b JOIN dinner_events e ON e.id = b.dinner_id
                         WHERE b.status <> ${'expired' satisfies BookingStatus} AND ${inCity} GROUP BY 1) w) AS per_week,
               (SELECT coalesce(json_agg(x), '[]')
                  FROM (SELECT r.dinner_id, r.couple_id, c.key AS rated_user_id, (c.value->>'rating')::int AS rating
                          FROM dinner_reviews r JOIN past p ON p.id = r.dinner_id, jsonb_each(r.couple_reviews) c
                         WHERE jsonb_typeof(c.value->'rating') = 'number') x) AS ratings,
               (SELECT coalesce(json_agg(x), '[]')
                  FROM (SELECT m.dinner_id, m.couple_id, m.marked_couple_id FROM see_you_again_marks m JOIN past p ON p.id = m.dinner_id) x) AS marks,
               (SELECT coalesce(json_agg(f), '[]')
                  FROM (SELECT e.city, e.country, count(*)::int AS paid, sum(e.logistics_fee_cents)::text AS fees
                          FROM dinner_bookings b JOIN dinner_events e ON e.id = b.dinner_id
                         WHERE b.status = ANY(${PAID_BOOKING_STATUSES}) AND e.logistics_fee_cents > 0 AND ${inCity}
                         GROUP BY e.city, e.country) f) AS fees`,
    );
    const coupleRatings: CoupleRatingRow[] = row.ratings.map((r) => ({
      dinnerId: r.dinner_id,
      raterCoupleId: r.couple_id,
      ratedUserId: r.rated_user_id,
      rating: r.rating,
    }));
    const marks = new Map<string, { by: string; of: string }[]>();
    for (const m of row.marks) marks.set(m.dinner_id, [...(marks.get(m.dinner_id) ?? []), { by: m.couple_id, of: m.marked_couple_id }]);
    return {
      pastDinners: row.dinners.map(toPastDinnerRow),
      overview: { events: row.events, averageRestaurantRating: row.rating, bookingsPerWeek: row.per_week },
      coupleRatings,
      marks: new Map([...marks].map(([id, list]): [string, DinnerMarks] => [id, { marks: list }])),
      feesByCity: row.fees.map((f) => ({ city: f.city, country: f.country, paidBookings: f.paid, feesMinor: Number(f.fees) })),
    };
  }
}

/** Dinners dated before `now`, with their paid and attended couples and their reviews' means. */
function pastDinnersBefore(now: Date, inCity: Sql = sql`TRUE`): Sql {
  return sql`SELECT e.id, e.city, e.country, e.event_date, e.status, e.capacity,
              coalesce(array_agg(DISTINCT b.couple_id) FILTER (WHERE b.status = ANY(${PAID_BOOKING_STATUSES})), '{}') AS paid_couple_ids,
              count(DISTINCT b.couple_id) FILTER (WHERE b.status = ${'attended' satisfies BookingStatus})::int AS attended,
              r.average_rating, r.average_restaurant_rating, coalesce(r.reviews, 0) AS reviews
         FROM dinner_events e
         LEFT JOIN dinner_bookings b ON b.dinner_id = e.id
         LEFT JOIN (SELECT dinner_id, avg(rating)::float AS average_rating, avg(restaurant_rating)::float AS average_restaurant_rating, count(*)::int AS reviews
                      FROM dinner_reviews GROUP BY dinner_id) r ON r.dinner_id = e.id
        WHERE e.event_date < ${now} AND ${inCity}
        GROUP BY e.id, r.average_rating, r.average_restaurant_rating, r.reviews`;
}

function toPastDinnerRow(row: PastDinnerRecord): PastDinnerRow {
  return {
    id: row.id,
    city: row.city,
    country: row.country,
    eventDate: new Date(row.event_date),
    status: row.status,
    capacity: row.capacity,
    paidCoupleIds: row.paid_couple_ids,
    attendedCouples: row.attended,
    averageRating: row.average_rating,
    averageRestaurantRating: row.average_restaurant_rating,
    reviews: row.reviews,
  };
}
