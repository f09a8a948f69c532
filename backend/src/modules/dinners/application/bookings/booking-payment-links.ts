/** Port: the payment of a booking follows it to another dinner (bound by payments, which sits above dinners). */
export abstract class BookingPaymentLinks {
  /** In the caller's transaction. */
  abstract moveToDinner(bookingId: string, dinnerId: string): Promise<void>;
}
