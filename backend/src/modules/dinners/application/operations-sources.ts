/** A payment of one of the dinner's bookings. */
export interface BookingPaymentRecord {
  bookingId: string | null;
  /** requires_payment, succeeded, failed, refund_pending or refunded. */
  status: string;
  amountCents: number;
  currency: string;
  failureMessage: string | null;
  createdAt: Date;
}

/** A matching run of the dinner (by the schedule, an admin or a script). */
export interface DinnerRunRecord {
  trigger: string;
  status: string;
  startedAt: Date;
  durationMs: number | null;
  matchedGroups: number;
  unmatchedCouples: number;
  error: string | null;
}

/** What the operations page reads from payments and matching, owned by those modules. */
export abstract class OperationsSources {
  abstract payments(dinnerId: string): Promise<BookingPaymentRecord[]>;
  abstract matchingRuns(dinnerId: string): Promise<DinnerRunRecord[]>;
}
