import { BookingStatus } from '../../domain/booking';
import { DinnerStatus } from '../../domain/dinner-status';
import { Booking, BookingWithDinner, DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/** SQL counting a dinner's taken spots: paid bookings plus holds that have not lapsed ($now). */
export const TAKEN_SPOTS_SQL = (dinnerColumn: string, nowParam: string) =>
  `(SELECT count(*)::int FROM dinner_bookings tb WHERE tb.dinner_id = ${dinnerColumn}
     AND (tb.status IN ('confirmed', 'attended') OR (tb.status = 'pending_payment' AND tb.hold_expires_at > ${nowParam})))`;

/**
 * The columns of a DinnerEvent under its own field names (`d` the dinner_events alias), for
 * hot reads in plain SQL: no entity hydration, rows are views as they come.
 */
export const DINNER_EVENT_COLUMNS = `d.id, d.city, d.country, d.event_date AS "eventDate", d.booking_deadline AS "bookingDeadline", d.capacity, d.frequency,
  d.status, d.is_active AS "isActive", d.logistics_fee_cents AS "logisticsFeeCents", d.notes, d.created_at AS "createdAt", d.updated_at AS "updatedAt"`;

export function toDinnerEvent(row: DinnerEventOrmEntity, takenSpots: number): DinnerEvent {
  return {
    id: row.id,
    city: row.city,
    country: row.country,
    eventDate: row.eventDate,
    bookingDeadline: row.bookingDeadline,
    capacity: row.capacity,
    frequency: row.frequency,
    status: row.status as DinnerStatus,
    isActive: row.isActive,
    logisticsFeeCents: row.logisticsFeeCents,
    notes: row.notes,
    takenSpots,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toBooking(row: DinnerBookingOrmEntity): Booking {
  return {
    id: row.id,
    dinnerId: row.dinnerId,
    coupleId: row.coupleId,
    bookedByUserId: row.bookedByUserId,
    status: row.status as BookingStatus,
    holdExpiresAt: row.holdExpiresAt,
    specialRequests: row.specialRequests,
    confirmedAt: row.confirmedAt,
    cancelledAt: row.cancelledAt,
    wasLateCancellation: row.wasLateCancellation,
    createdAt: row.createdAt,
  };
}

export function toBookingWithDinner(row: DinnerBookingOrmEntity, takenSpots: number, reviewed: boolean): BookingWithDinner {
  if (!row.dinner) throw new Error('booking loaded without its dinner');
  return { ...toBooking(row), dinner: toDinnerEvent(row.dinner, takenSpots), reviewed };
}
