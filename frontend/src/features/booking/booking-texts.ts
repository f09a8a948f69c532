/** The booking screen's texts, exactly as the couple-side spec gives them. */
export const BOOKING_TEXTS = {
  title: 'Confirm Your Booking',
  dinnerIn: (city: string) => `Dinner in ${city}`,
  fee: 'Logistics Fee',
  paymentDetails: 'Payment Details',
  cardLabel: 'Credit or debit card',
  payNow: (amount: string) => `Pay Now (${amount})`,
  processing: 'Processing...',
  successTitle: 'Booking Confirmed!',
  successDescription: 'Your payment was successful and your spot is reserved.',
  fetchFailed: 'Failed to fetch dinner details',
  gatewayNotReady: 'Payment gateway is not ready. Please try again in a moment.',
  formNotReady: 'Payment form is not ready. Please refresh the page.',
  unknownPaymentError: 'An unknown payment error occurred.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** POST /api/user/bookings (a dinner without a fee): its success and failure toasts. */
  freeBookingConfirmed: 'Booking Confirmed',
  freeBookingFailed: 'Booking Failed',
  freeBookingFailedFallback: 'Failed to book slot',
  /** A refunded payment whose reason the server did not give (it normally does: refundMessage). */
  refunded: 'Your reservation expired and the dinner is now full. Your payment has been refunded.',
} as const;
