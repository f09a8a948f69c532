import { ACTIVE_BOOKING_STATUSES, BookingStatus, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { DinnerStatus } from '../../domain/dinner-status';
import { Booking, BookingWithDinner, DinnerEvent, DinnerOffer, DinnerSlot } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { selectAs } from '../../../../platform/database/select-as';
import { raw, Sql, sql } from '../../../../platform/database/sql';

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

const DINNER_EVENT_FIELDS: Record<Exclude<keyof DinnerEvent, 'takenSpots'>, string> = {
  id: 'id',
  city: 'city',
  country: 'country',
  eventDate: 'event_date',
  bookingDeadline: 'booking_deadline',
  capacity: 'capacity',
  frequency: 'frequency',
  status: 'status',
  isActive: 'is_active',
  logisticsFeeCents: 'logistics_fee_cents',
  notes: 'notes',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
/** The columns of some of a DinnerEvent's fields. */
const columnsOf = <Field extends keyof typeof DINNER_EVENT_FIELDS>(fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, DINNER_EVENT_FIELDS[field]])) as Record<Field, string>;
/** What every list of dinners shows of one. */
const LISTED_FIELDS = ['id', 'city', 'country', 'eventDate', 'bookingDeadline', 'capacity', 'status', 'logisticsFeeCents'] as const;
const DINNER_OFFER_FIELDS: Record<Exclude<keyof DinnerOffer, 'takenSpots'>, string> = columnsOf([...LISTED_FIELDS, 'frequency', 'isActive']);
const DINNER_SLOT_FIELDS: Record<Exclude<keyof DinnerSlot, 'takenSpots'>, string> = columnsOf([...LISTED_FIELDS, 'notes']);
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

/**
 * For hot reads in plain SQL (no entity hydration): the columns of a DinnerEvent (`d` the
 * dinner_events alias), of a DinnerOffer, of a DinnerSlot and of a booking with its dinner (`b` dinner_bookings joined to `d`)
 * under their field names, rows then being views as they come.
 */
export const DINNER_EVENT_COLUMNS = raw(selectAs('d', DINNER_EVENT_FIELDS));
export const DINNER_OFFER_COLUMNS = raw(selectAs('d', DINNER_OFFER_FIELDS));
export const DINNER_SLOT_COLUMNS = raw(selectAs('d', DINNER_SLOT_FIELDS));
const BOOKING_FIELD_NAMES = Object.keys(BOOKING_FIELDS);
const DINNER_EVENT_ROW_KEYS = Object.keys(DINNER_EVENT_FIELDS).map((field) => [field, `dinner.${field}`]);
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
    revealSentAt: row.revealSentAt,
    createdAt: row.createdAt,
  };
}

export function toBookingWithDinner(row: DinnerBookingOrmEntity, takenSpots: number, reviewed: boolean): BookingWithDinner {
  if (!row.dinner) throw new Error('booking loaded without its dinner');
  return { ...toBooking(row), dinner: toDinnerEvent(row.dinner, takenSpots), reviewed };
}
