import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerMatchingQueries, HeldDinner, ReviewRatings } from '../../application/seating/dinner-matching-queries';
import { PaidBooking } from '../../application/bookings/booking-repository';
import { DinnerEvent } from '../../application/dinner-events/dinner-views';
import { And, In, LessThanOrEqual, MoreThan } from 'typeorm';
import { sql } from '../../../../platform/database/sql';
import { BookingStatus } from '../../domain/booking';
import { DinnerStatus, GROUPED_DINNER_STATUSES } from '../../domain/dinner-status';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { toPaidBooking } from './booking.mapper';
import { toDinnerEventRecord } from './dinner-event.mapper';

@Injectable()
export class TypeOrmDinnerMatchingQueries extends DinnerMatchingQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async sameNight(city: string, country: string, eventDate: Date, timeZone: string): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(
      sql`SELECT id FROM dinner_events
        WHERE lower(city) = lower(${city}) AND lower(country) = lower(${country})
          AND (event_date AT TIME ZONE ${timeZone}::text)::date = (${eventDate}::timestamptz AT TIME ZONE ${timeZone}::text)::date`,
    );
    return rows.map((row) => row.id);
  }

  async paidBookingsAtReveal(revealedBy: Date, now: Date): Promise<(PaidBooking & { dinner: Omit<DinnerEvent, 'takenSpots'> })[]> {
    const rows = await this.db.repository(DinnerBookingOrmEntity).find({
      where: {
        status: 'confirmed' satisfies BookingStatus,
        dinner: { status: In(GROUPED_DINNER_STATUSES), eventDate: And(LessThanOrEqual(revealedBy), MoreThan(now)) },
      },
      relations: { dinner: true },
      order: { createdAt: 'ASC' },
    });
    return rows.map((row) => ({ ...toPaidBooking(row), dinner: toDinnerEventRecord(row.dinner!) }));
  }

  async heldBefore(dinnerIds: readonly string[], before: Date): Promise<HeldDinner[]> {
    if (dinnerIds.length === 0) return [];
    const rows = await this.db.rows<{ id: string; event_date: Date; city: string; country: string }>(
      sql`SELECT id, event_date, city, country FROM dinner_events
        WHERE id = ANY(${dinnerIds}::uuid[]) AND event_date < ${before} AND status <> ${'cancelled_by_system' satisfies DinnerStatus}`,
    );
    return rows.map((row) => ({ id: row.id, eventDate: row.event_date, city: row.city, country: row.country }));
  }

  async reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]> {
    if (dinnerIds.length === 0) return [];
    const rows = await this.db.rows<{
      dinner_id: string;
      couple_id: string;
      restaurant_rating: number | null;
      couple_reviews: Record<string, { rating?: unknown }> | null;
    }>(sql`SELECT dinner_id, couple_id, restaurant_rating, couple_reviews FROM dinner_reviews WHERE dinner_id = ANY(${dinnerIds}::uuid[])`);
    return rows.map((row) => ({
      dinnerId: row.dinner_id,
      coupleId: row.couple_id,
      restaurantRating: row.restaurant_rating,
      coupleRatings: Object.fromEntries(
        Object.entries(row.couple_reviews ?? {}).flatMap(([userId, review]) => (typeof review?.rating === 'number' ? [[userId, review.rating]] : [])),
      ),
    }));
  }
}
