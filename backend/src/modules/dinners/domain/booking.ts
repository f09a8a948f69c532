/**
 * Stored booking states. 'pending_payment' is a 15-minute hold; 'expired' a hold that ran
 * out unpaid. What couples see ('booked', 'revealed') is derived by `displayStatus`.
 */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'attended', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The status sets every query uses (passed as parameters, never written in SQL).
 * Active: holds or held a seat, the partial unique index's own set (one active booking per
 * couple and dinner). Paid: the couple is seated.
 */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'attended'];
export const PAID_BOOKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'attended'];
/** Still ahead of the couple: what cancelling a dinner (or erasing a couple) cancels. */
export const CANCELLABLE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed'];

/** The statuses the couple-side spec shows. */
export type DisplayedBookingStatus = 'booked' | 'confirmed' | 'revealed' | 'attended' | 'cancelled' | 'expired';

export function displayStatus(status: BookingStatus, revealed: boolean): DisplayedBookingStatus {
  if (status === 'pending_payment') return 'booked';
  if (status === 'confirmed') return revealed ? 'revealed' : 'confirmed';
  return status;
}

export function isHoldActive(status: BookingStatus, holdExpiresAt: Date | null, now: Date): boolean {
  return status === 'pending_payment' && holdExpiresAt !== null && holdExpiresAt.getTime() > now.getTime();
}
