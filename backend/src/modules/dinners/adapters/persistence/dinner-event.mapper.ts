import { DinnerStatus } from '../../domain/dinner-status';
import { DinnerEvent, DinnerListing, DinnerOffer, DinnerSlot } from '../../application/dinner-events/dinner-views';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { selectAs } from '../../../../platform/database/select-as';
import { raw } from '../../../../platform/database/sql';

/** The dinner event aggregate's one mapping: its fields' columns, and its ORM row as the domain reads it. */
export const DINNER_EVENT_FIELDS: Record<Exclude<keyof DinnerEvent, 'takenSpots'>, string> = {
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
const DINNER_LISTING_FIELDS: Record<Exclude<keyof DinnerListing, 'takenSpots'>, string> = columnsOf([
  'id',
  'city',
  'country',
  'eventDate',
  'bookingDeadline',
  'capacity',
  'status',
]);

/**
 * For hot reads in plain SQL (no entity hydration): the columns of a DinnerEvent (`d` the
 * dinner_events alias), of a DinnerOffer, a DinnerSlot and a DinnerListing under their field names, rows
 * then being views as they come.
 */
export const DINNER_EVENT_COLUMNS = raw(selectAs('d', DINNER_EVENT_FIELDS));
export const DINNER_OFFER_COLUMNS = raw(selectAs('d', DINNER_OFFER_FIELDS));
export const DINNER_SLOT_COLUMNS = raw(selectAs('d', DINNER_SLOT_FIELDS));
export const DINNER_LISTING_COLUMNS = raw(selectAs('d', DINNER_LISTING_FIELDS));

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

/** The event without a count of its bookings. */
export function toDinnerEventRecord(row: DinnerEventOrmEntity): Omit<DinnerEvent, 'takenSpots'> {
  const { takenSpots: _taken, ...dinner } = toDinnerEvent(row, 0);
  return dinner;
}
