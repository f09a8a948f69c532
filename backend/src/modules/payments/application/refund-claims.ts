/** Port: a booking's successful payment, to read or to mark as owed back in the caller's transaction. */
export abstract class RefundClaims {
  /** Whether the booking has a successful payment that a claim would mark. */
  abstract claimable(bookingId: string): Promise<boolean>;
  /** What the booking's payment has given back or owes back (partial, full and pending refunds), in minor units. */
  abstract refundedCents(bookingId: string): Promise<number>;
  /** succeeded becomes refund_pending; false when the booking has no successful payment. */
  abstract claimForBooking(bookingId: string): Promise<boolean>;
}
