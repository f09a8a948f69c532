/**
 * Stored booking states. 'pending_payment' is a 15-minute hold; 'expired' a hold that ran
 * out unpaid. What couples see ('booked', 'revealed') is derived by `displayStatus`.
 */
export type BookingStatus = 'pending_payment' | 'confirmed' | 'attended' | 'cancelled' | 'expired';

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
