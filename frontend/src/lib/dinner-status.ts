/** Active: accepting bookings, or flagged active (an event without status counts as active). */
export const isDinnerActive = (event: { status?: string | null; is_active?: boolean | null }) =>
  !event.status || event.status === 'accepting_bookings' || event.is_active === true;
