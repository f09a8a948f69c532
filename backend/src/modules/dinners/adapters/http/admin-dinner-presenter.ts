import { DinnerEventWithPaid } from '../../application/dinner-events/dinner-event-queries';
import { ManagedDinnerEvent, DinnerWithMatches } from '../../application/dinner-events/admin-dinner-queries';
import { DinnerEventChanges } from '../../application/dinner-events/dinner-repository';
import { DinnerEvent, DinnerListing } from '../../application/dinner-events/dinner-views';
import { currencyOf, timeZoneOf } from '../../domain/dinner-cities';
import { toMajorUnits, toMinorUnits } from '../../../../kernel/money';
import { DEFAULT_CAPACITY, Eligibility } from '../../domain/dinner-event-rules';
import { invalidLogisticsFee, logisticsFeeProblem } from '../../domain/logistics-fee-rules';
import { isoOf } from './instant-texts';
import { AdminDinnerEventDto, DinnerEventInputDto, DinnerForManagementDto, DinnerWithMatchesDto, EligibilityDto, UpcomingDinnerDto } from './admin-dinner.dto';

const toEligibility = (eligibility: Eligibility): EligibilityDto => ({ allowed: eligibility.allowed, reason: eligibility.allowed ? null : eligibility.reason });

/** The form's amount in the city's currency as stored minor units; the default fee when the form sends none. */
export function toChanges(body: DinnerEventInputDto, defaultFeeCents: number): DinnerEventChanges {
  const currency = currencyOf(body.city, body.country);
  const feeProblem = body.logistics_fee === undefined || body.logistics_fee === null ? null : logisticsFeeProblem(body.logistics_fee, currency);
  if (feeProblem) throw invalidLogisticsFee(feeProblem);
  return {
    city: body.city,
    country: body.country,
    eventDate: new Date(body.event_date),
    bookingDeadline: new Date(body.booking_deadline),
    capacity: body.capacity ?? DEFAULT_CAPACITY,
    frequency: body.frequency ?? 'monthly',
    // Absent or null alike take the default (null made a free dinner, issue 46).
    logisticsFeeCents: body.logistics_fee === undefined || body.logistics_fee === null ? defaultFeeCents : toMinorUnits(body.logistics_fee, currency),
  };
}

export function toAdminEventDto(event: DinnerEvent & { paidBookings: number }, eligibility: { edit: Eligibility; delete: Eligibility }): AdminDinnerEventDto {
  return {
    id: event.id,
    dinner_id: event.id,
    city: event.city,
    country: event.country,
    time_zone: timeZoneOf(event.city, event.country),
    event_date: isoOf(event.eventDate),
    booking_deadline: isoOf(event.bookingDeadline),
    capacity: event.capacity,
    booked_couples: event.takenSpots,
    booked_count: event.takenSpots,
    paid_bookings: event.paidBookings,
    frequency: event.frequency,
    status: event.status,
    is_active: event.isActive,
    logistics_fee: toMajorUnits(event.logisticsFeeCents, currencyOf(event.city, event.country)),
    currency: currencyOf(event.city, event.country).toUpperCase(),
    can_edit: toEligibility(eligibility.edit),
    can_delete: toEligibility(eligibility.delete),
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}

export const toManagedDto = (event: ManagedDinnerEvent) => toAdminEventDto(event, event);

export function toUpcomingDto(event: DinnerListing): UpcomingDinnerDto {
  return {
    dinner_id: event.id,
    city: event.city,
    country: event.country,
    time_zone: timeZoneOf(event.city, event.country),
    event_date: isoOf(event.eventDate),
    booking_deadline: isoOf(event.bookingDeadline),
    booked_couples: event.takenSpots,
    capacity: event.capacity,
    status: event.status,
  };
}

export const toWithMatchesDto = (event: DinnerWithMatches): DinnerWithMatchesDto =>
  Object.assign(toUpcomingDto(event), {
    total_couples_processed: event.paidBookings,
    matched_groups: event.matchedGroups,
    unmatched_couples: event.unmatchedCouples,
  });

export const toForManagementDto = (event: DinnerEventWithPaid): DinnerForManagementDto => ({
  id: event.id,
  event_date: isoOf(event.eventDate),
  city: event.city,
  country: event.country,
  time_zone: timeZoneOf(event.city, event.country),
  status: event.status,
});
