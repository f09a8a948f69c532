/** Port: gives a paid booking's money back (bound by the payments module, above dinners). */
export abstract class BookingRefunds {
  /**
   * Records, in the caller's transaction, that the booking's payment is owed back; false
   * when it has no successful payment (a free dinner, or paid outside the product).
   */
  abstract owe(bookingId: string): Promise<boolean>;
  /** After commit: asks the provider for the refunds owed (payments retries failures on its own). */
  abstract settle(): Promise<void>;
}
