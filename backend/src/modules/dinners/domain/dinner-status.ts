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
