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

/**
 * The payments of a dinner's bookings, for its operations page. Bound by payments, which sits
 * above dinners (the composition root hands its Nest module to DinnersAdminModule.register).
 */
export abstract class DinnerPaymentRecords {
  abstract forDinner(dinnerId: string): Promise<BookingPaymentRecord[]>;
}

/** The matching runs of a dinner, for its operations page (matching's, read through its public service). */
export abstract class DinnerRunRecords {
  abstract forDinner(dinnerId: string): Promise<DinnerRunRecord[]>;
}
