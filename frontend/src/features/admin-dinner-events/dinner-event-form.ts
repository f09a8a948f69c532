import type { DinnerEventInputDto, DinnerLocationDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { fractionDigitsOf } from '../../lib/money';
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

export const DEFAULT_CAPACITY = 20;
export const MIN_CAPACITY = 4;

/** Couples see their restaurant this long before the dinner. */
const REVEAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the typed deadline falls inside the 24 hours before the dinner (the reveal window). */
export function deadlineInRevealWindow(values: DinnerEventFormValues, locations: readonly DinnerLocationDto[]): boolean {
  const zone = cityZone(locations, values.country, values.city);
  const eventDate = zone && fromZonedInput(values.eventDate, zone);
  const deadline = zone && fromZonedInput(values.bookingDeadline, zone);
  if (!eventDate || !deadline) return false;
  const gap = Date.parse(eventDate) - Date.parse(deadline);
  return gap > 0 && gap < REVEAL_WINDOW_MS;
}

const cityOf = (locations: readonly DinnerLocationDto[], country: string, city: string) =>
  locations.find((location) => location.country === country)?.cities.find((entry) => entry.city === city);

export const cityZone = (locations: readonly DinnerLocationDto[], country: string, city: string) => cityOf(locations, country, city)?.time_zone ?? null;

/** The currency the city's dinners are charged in, once a city is chosen. */
export const cityCurrency = (locations: readonly DinnerLocationDto[], country: string, city: string) => cityOf(locations, country, city)?.currency ?? null;

/** Why the typed values make no request: a message and its values. */
export interface FormProblem {
  message: MessageId;
  values?: Record<string, string | number>;
}

/**
 * The request body, or the message to show: the four required fields, then capacity (a
 * number of at least 4; 20 when not a number). Times typed are read in the city's zone.
 */
export function toDinnerEventInput(
  values: DinnerEventFormValues,
  locations: readonly DinnerLocationDto[],
): { data: DinnerEventInputDto } | { error: FormProblem } {
  const zone = cityZone(locations, values.country, values.city);
  const eventDate = zone && fromZonedInput(values.eventDate, zone);
  const bookingDeadline = zone && fromZonedInput(values.bookingDeadline, zone);
  const currency = cityCurrency(locations, values.country, values.city);
  if (!values.country || !values.city || !currency || !eventDate || !bookingDeadline) return { error: { message: 'admin.eventForm.required' } };
  const parsed = Number.parseInt(values.capacity, 10);
  const capacity = Number.isNaN(parsed) ? DEFAULT_CAPACITY : parsed;
  if (capacity < MIN_CAPACITY) return { error: { message: 'admin.eventForm.capacityMin', values: { min: MIN_CAPACITY } } };
  const fee = values.logisticsFee.trim() === '' ? undefined : Number(values.logisticsFee);
  if (fee !== undefined && (!Number.isFinite(fee) || fee < 0)) return { error: { message: 'admin.eventForm.feeInvalid', values: { currency } } };
  const minorUnit = 10 ** fractionDigitsOf(currency);
  return {
    data: {
      country: values.country,
      city: values.city,
      event_date: eventDate,
      booking_deadline: bookingDeadline,
      capacity,
      frequency: values.frequency as DinnerEventInputDto['frequency'],
      logistics_fee: fee === undefined ? undefined : Math.round(fee * minorUnit) / minorUnit,
    },
  };
}
