import { DinnerErrors } from './dinner-errors';

/** The dinner event lifecycle (admin-side spec, section 4). */
export const DINNER_STATUSES = [
  'accepting_bookings',
  'booking_closed',
  'matched',
  'restaurant_assigned',
  'completed',
  'cancelled_by_system',
  'pending_manual_intervention',
] as const;
export type DinnerStatus = (typeof DINNER_STATUSES)[number];

/**
 * Forward-only transitions. Matching may need a human (pending_manual_intervention) before
 * a dinner is matched; the system may cancel a dinner at any point before it is completed.
 */
const NEXT: Record<DinnerStatus, readonly DinnerStatus[]> = {
  accepting_bookings: ['booking_closed', 'cancelled_by_system'],
  booking_closed: ['matched', 'pending_manual_intervention', 'cancelled_by_system'],
  pending_manual_intervention: ['matched', 'cancelled_by_system'],
  matched: ['restaurant_assigned', 'pending_manual_intervention', 'cancelled_by_system'],
  restaurant_assigned: ['completed', 'cancelled_by_system'],
  completed: [],
  cancelled_by_system: [],
};

export function canTransition(from: DinnerStatus, to: DinnerStatus): boolean {
  return NEXT[from].includes(to);
}

export function assertTransition(from: DinnerStatus, to: DinnerStatus): DinnerStatus {
  if (!canTransition(from, to)) throw DinnerErrors.invalidTransition(from, to);
  return to;
}
