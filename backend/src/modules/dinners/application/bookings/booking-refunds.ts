/**
 * Port: whether a booking's fee can be given back (bound by the payments module, above
 * dinners). A use case that owes a refund reads it to say so in its event and its answer;
 * the refund itself is payments' subscriber of the event (`REFUND_EVENTS`).
 */
export abstract class BookingRefunds {
  /** True when the booking has a successful payment to give back; false for a free dinner, or one paid outside the product. */
  abstract refundable(bookingId: string): Promise<boolean>;
  /** What was given back of the booking's fee, or is owed back (support's partial refunds, a full refund by the service), in minor units: the fee kept is the rest. */
  abstract refundedCents(bookingId: string): Promise<number>;
}
