import { ACTIVE_BOOKING_STATUSES, BookingStatus, PAID_BOOKING_STATUSES } from '../../domain/booking';
import type { BookingSeat, PaidBooking } from '../../application/bookings/booking-repository';
import { Booking, BookingWithDinner } from '../../application/dinner-events/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DINNER_EVENT_FIELDS } from './dinner-event.mapper';
import { selectAs } from '../../../../platform/database/select-as';
import { raw, Sql, sql } from '../../../../platform/database/sql';

/**
 * The booking aggregate's one mapping (its fields' columns, its ORM row and its typed-SQL row
 * with the dinner as the domain reads them), and the SQL fragments that count a dinner's
 * bookings, which reads of events join.
 */

/**
 * Whether booking `alias` takes a spot at `now`: paid, or a hold that has not lapsed. Always beside
 * activeBooking, the partial index's own condition (uq_dinner_bookings_active_couple), so
 * that counting a dinner's bookings costs one index scan.
 */
export const takesSpot = (alias: string, now: Date): Sql =>
  sql`(${raw(alias)}.status = ANY(${PAID_BOOKING_STATUSES}) OR ${raw(alias)}.hold_expires_at > ${now})`;
export const activeBooking = (alias: string): Sql => sql`${raw(alias)}.status = ANY(${ACTIVE_BOOKING_STATUSES})`;

/** A dinner's taken spots at `now` (`dinnerId` a column or a value). */
export const takenSpots = (dinnerId: Sql, now: Date): Sql =>
  sql`(SELECT count(*)::int FROM dinner_bookings tb WHERE tb.dinner_id = ${dinnerId} AND ${activeBooking('tb')} AND ${takesSpot('tb', now)})`;

const BOOKING_FIELDS: Record<keyof Booking, string> = {
  id: 'id',
  dinnerId: 'dinner_id',
  coupleId: 'couple_id',
  bookedByUserId: 'booked_by_user_id',
  status: 'status',
  holdExpiresAt: 'hold_expires_at',
  specialRequests: 'special_requests',
  confirmedAt: 'confirmed_at',
  cancelledAt: 'cancelled_at',
  wasLateCancellation: 'was_late_cancellation',
  revealSentAt: 'reveal_sent_at',
  createdAt: 'created_at',
};

const BOOKING_FIELD_NAMES = Object.keys(BOOKING_FIELDS);
const DINNER_EVENT_ROW_KEYS = Object.keys(DINNER_EVENT_FIELDS).map((field) => [field, `dinner.${field}`]);
/** For hot reads in plain SQL: the columns of a booking (`b`) under their field names. */
export const BOOKING_COLUMNS = raw(selectAs('b', BOOKING_FIELDS));
/** For hot reads in plain SQL: the columns of a booking with its dinner (`b` dinner_bookings joined to `d`) under their field names. */
export const BOOKING_WITH_DINNER_COLUMNS = raw(`${selectAs('b', BOOKING_FIELDS)}, ${selectAs('d', DINNER_EVENT_FIELDS, 'dinner.')}`);

/** A row of BOOKING_WITH_DINNER_COLUMNS plus `takenSpots` and `reviewed` as a view. */
export function bookingWithDinnerFrom(row: Record<string, unknown>): BookingWithDinner {
  // Built up in one object, not spread into a new one: a couple's list maps every booking through here.
  const view: Record<string, unknown> = {};
  const dinner: Record<string, unknown> = { takenSpots: row.takenSpots };
  for (const field of BOOKING_FIELD_NAMES) view[field] = row[field];
  for (const [field, key] of DINNER_EVENT_ROW_KEYS) dinner[field] = row[key];
  view.dinner = dinner;
  view.reviewed = row.reviewed;
  return view as unknown as BookingWithDinner;
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
    revealSentAt: row.revealSentAt,
    createdAt: row.createdAt,
  };
}

export const toPaidBooking = (row: Pick<DinnerBookingOrmEntity, 'id' | 'coupleId' | 'createdAt'>): PaidBooking => ({
  bookingId: row.id,
  coupleId: row.coupleId,
  bookedAt: row.createdAt,
});

/** A booking a set-based update answered (`RETURNING id, couple_id`). */
export interface SeatRow {
  id: string;
  couple_id: string;
}

export const toSeat = (row: SeatRow): BookingSeat => ({ bookingId: row.id, coupleId: row.couple_id });
