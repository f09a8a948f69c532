/** Why a payment that went through found no spot for its booking (the dinners module decides). */
export type RefundReason = 'booking_cancelled' | 'bookings_closed' | 'dinner_full' | 'dinner_over' | 'already_booked';

/** What the couple is told about the refund: what actually happened, not a guess. */
export const REFUND_MESSAGES: Record<RefundReason, string> = {
  booking_cancelled: 'Your reservation was cancelled before the payment arrived, so no spot was booked. Your payment has been refunded.',
  bookings_closed: 'Bookings for this dinner closed before the payment arrived, so no spot was booked. Your payment has been refunded.',
  dinner_full: 'Your reservation expired and the dinner is now full. Your payment has been refunded.',
  dinner_over: 'This dinner is no longer open for booking. Your payment has been refunded.',
  already_booked: 'Your couple already has a booking for this dinner. This payment has been refunded.',
};
