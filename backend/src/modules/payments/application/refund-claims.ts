/** Port: marks a booking's successful payment as owed back, in the caller's transaction. */
export abstract class RefundClaims {
  /** succeeded becomes refund_pending; false when the booking has no successful payment. */
  abstract claimForBooking(bookingId: string): Promise<boolean>;
}
