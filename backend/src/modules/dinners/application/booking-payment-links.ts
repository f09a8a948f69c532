/** Port: the payment of a booking follows it to another dinner (answered by the payments module). */
export abstract class BookingPaymentLinks {
  /** In the caller's transaction. */
  abstract moveToDinner(bookingId: string, dinnerId: string): Promise<void>;
}
