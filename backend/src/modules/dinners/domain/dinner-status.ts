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

/** Not yet seated at a restaurant: a dinner that starts in one of these never took place. */
export const UNSEATED_DINNER_STATUSES: readonly DinnerStatus[] = ['accepting_bookings', 'booking_closed', 'matched', 'pending_manual_intervention'];
/** Grouped and still ahead: the dinners whose couples get the reveal. */
export const GROUPED_DINNER_STATUSES: readonly DinnerStatus[] = ['matched', 'restaurant_assigned', 'pending_manual_intervention'];
/** Neither completed nor cancelled: a dinner in one of these whose time has come has each of its tables decided at its start. */
export const UNSETTLED_DINNER_STATUSES: readonly DinnerStatus[] = [...UNSEATED_DINNER_STATUSES, 'restaurant_assigned'];
