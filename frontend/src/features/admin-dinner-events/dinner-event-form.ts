import type { DinnerEventInputDto, DinnerLocationDto } from '../../api/generated/model';
import { fromZonedInput } from '../../lib/zoned-dates';

export interface DinnerEventFormValues {
  country: string;
  city: string;
  eventDate: string;
  bookingDeadline: string;
  capacity: string;
  frequency: string;
  logisticsFee: string;
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const DEFAULT_CAPACITY = 20;
export const MIN_CAPACITY = 4;

/** Couples see their restaurant this long before the dinner. */
const REVEAL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const REVEAL_WINDOW_WARNING =
  'This deadline falls within 24 hours of the dinner: its couples are matched and shown their restaurant right after it, with less notice than usual.';

/** Whether the typed deadline falls inside the 24 hours before the dinner (the reveal window). */
export function deadlineInRevealWindow(values: DinnerEventFormValues, locations: readonly DinnerLocationDto[]): boolean {
  const zone = cityZone(locations, values.country, values.city);
  const eventDate = zone && fromZonedInput(values.eventDate, zone);
  const deadline = zone && fromZonedInput(values.bookingDeadline, zone);
  if (!eventDate || !deadline) return false;
  const gap = Date.parse(eventDate) - Date.parse(deadline);
  return gap > 0 && gap < REVEAL_WINDOW_MS;
}

export const cityZone = (locations: readonly DinnerLocationDto[], country: string, city: string) =>
  locations.find((location) => location.country === country)?.cities.find((entry) => entry.city === city)?.time_zone ?? null;

/**
 * The request body, or the message to show: the four required fields, then capacity (a
 * number of at least 4; 20 when not a number). Times typed are read in the city's zone.
 */
export function toDinnerEventInput(values: DinnerEventFormValues, locations: readonly DinnerLocationDto[]): { data: DinnerEventInputDto } | { error: string } {
  const zone = cityZone(locations, values.country, values.city);
  const eventDate = zone && fromZonedInput(values.eventDate, zone);
  const bookingDeadline = zone && fromZonedInput(values.bookingDeadline, zone);
  if (!values.country || !values.city || !eventDate || !bookingDeadline) return { error: REQUIRED_FIELDS_MESSAGE };
  const parsed = Number.parseInt(values.capacity, 10);
  const capacity = Number.isNaN(parsed) ? DEFAULT_CAPACITY : parsed;
  if (capacity < MIN_CAPACITY) return { error: `Capacity must be at least ${MIN_CAPACITY} couples.` };
  const fee = values.logisticsFee.trim() === '' ? undefined : Number(values.logisticsFee);
  if (fee !== undefined && (!Number.isFinite(fee) || fee < 0)) return { error: 'The logistics fee must be an amount in euro.' };
  return {
    data: {
      country: values.country,
      city: values.city,
      event_date: eventDate,
      booking_deadline: bookingDeadline,
      capacity,
      frequency: values.frequency as DinnerEventInputDto['frequency'],
      logistics_fee: fee === undefined ? undefined : Math.round(fee * 100) / 100,
    },
  };
}
