import { DomainError } from '../../../kernel/domain-error';
import { DinnerStatus } from './dinner-status';

export const DINNER_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'one-time'] as const;
export type DinnerFrequency = (typeof DINNER_FREQUENCIES)[number];

export const MIN_CAPACITY = 4;
export const DEFAULT_CAPACITY = 20;
/** The logistics fee of a new event when no event has been created yet. */
export const DEFAULT_LOGISTICS_FEE_CENTS = 1500;

/** Statuses after which an event's schedule is settled (admin-side spec, section 4). */
const LOCKED_STATUSES: readonly DinnerStatus[] = ['matched', 'completed', 'cancelled_by_system'];

export type Eligibility = { allowed: true } | { allowed: false; reason: string };

/** Whether the admin may edit an event, with the tooltip text of section 4 when not. */
export function editEligibility(event: { eventDate: Date; status: DinnerStatus }, now: Date): Eligibility {
  if (event.eventDate <= now) return { allowed: false, reason: 'Cannot edit past dinner events' };
  if (LOCKED_STATUSES.includes(event.status)) return { allowed: false, reason: `Cannot edit dinner with status: ${event.status}` };
  return { allowed: true };
}

/** Whether the admin may delete an event: the edit rule, with its own text for past events. */
export function deleteEligibility(event: { eventDate: Date; status: DinnerStatus }, now: Date): Eligibility {
  if (event.eventDate <= now) return { allowed: false, reason: 'Cannot delete past dinner events' };
  return editEligibility(event, now);
}

export const DinnerEventErrors = {
  notEditable: (reason: string) => new DomainError('conflict', 'DINNERS.NOT_EDITABLE', reason),
  eventInPast: () =>
    new DomainError('invalid', 'DINNERS.EVENT_IN_PAST', 'The event date must be in the future.', {
      fields: { event_date: ['The event date must be in the future.'] },
    }),
  eventTooFar: () =>
    new DomainError('invalid', 'DINNERS.EVENT_TOO_FAR', 'The event date must be within two years from today.', {
      fields: { event_date: ['The event date must be within two years from today.'] },
    }),
  deadlineNotBeforeEvent: () =>
    new DomainError('invalid', 'DINNERS.DEADLINE_NOT_BEFORE_EVENT', 'The booking deadline must be before the event date.', {
      fields: { booking_deadline: ['The booking deadline must be before the event date.'] },
    }),
  capacityBelowBooked: (booked: number) => {
    const message = `Capacity cannot be below the ${booked} couple${booked === 1 ? '' : 's'} already booked.`;
    return new DomainError('conflict', 'DINNERS.CAPACITY_BELOW_BOOKED', message, { fields: { capacity: [message] } });
  },
  hasPaidBookings: (paid: number) =>
    new DomainError(
      'conflict',
      'DINNERS.HAS_PAID_BOOKINGS',
      `This dinner has ${paid} paid booking${paid === 1 ? '' : 's'} and cannot be deleted. Cancel it instead: every paid couple is refunded and told by email.`,
    ),
  confirmReschedule: (audience: string) =>
    new DomainError(
      'conflict',
      'DINNERS.CONFIRM_CHANGE',
      `This dinner is already revealed to its couples: moving it to a new time emails its ${audience} with an updated calendar invite. Confirm to go ahead.`,
      { audience },
    ),
  notCancellable: (status: string) =>
    new DomainError('conflict', 'DINNERS.NOT_CANCELLABLE_BY_ADMIN', `A dinner with status ${status.replace(/_/g, ' ')} cannot be cancelled.`),
};

/** How far ahead a dinner may be planned: a typo such as 9999-12-31 is refused (issue 46). */
export const DINNER_HORIZON_YEARS = 2;

/** The schedule rules the server enforces on create and edit. */
export function assertSchedule(eventDate: Date, bookingDeadline: Date, now: Date): void {
  if (eventDate <= now) throw DinnerEventErrors.eventInPast();
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + DINNER_HORIZON_YEARS);
  if (eventDate > horizon) throw DinnerEventErrors.eventTooFar();
  if (bookingDeadline >= eventDate) throw DinnerEventErrors.deadlineNotBeforeEvent();
}

export function assertCapacity(capacity: number, takenSpots: number): void {
  if (capacity < takenSpots) throw DinnerEventErrors.capacityBelowBooked(takenSpots);
}
