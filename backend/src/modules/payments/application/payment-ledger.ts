import { PaymentStatus } from '../domain/payment';
import type { PaidBookingOutcome } from './booking-payments';

export interface PaymentRecord {
  id: string;
  coupleId: string;
  userId: string;
  bookingId: string | null;
  dinnerId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  providerIntentId: string;
  transactionType: string;
  createdAt: Date;
  /** What the pending refund gives back, in cents; null for all that is left (or when no refund is pending). */
  refundAmount: number | null;
  /** Cents the provider has given back so far; a payment stays succeeded until all of it is. */
  refundedAmount: number;
  /** Why the payment failed, or why it was refunded; for the couple. */
  failureMessage: string | null;
}

export interface SubscriptionRecord {
  status: string;
  planType: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  providerCustomerId: string | null;
}

export type NewPayment = Omit<PaymentRecord, 'id' | 'createdAt' | 'status' | 'failureMessage' | 'refundAmount' | 'refundedAmount'>;

/** What applying an event did: the booking outcome when it confirmed a payment. */
export type AppliedEvent =
  | { kind: 'duplicate' }
  | { kind: 'unknown_intent' }
  | { kind: 'unchanged'; payment: PaymentRecord }
  | { kind: 'failed'; payment: PaymentRecord }
  | ({ kind: 'succeeded'; payment: PaymentRecord } & PaidBookingOutcome);

/** Payment records and the provider events applied to them. */
export abstract class PaymentLedger {
  /** Records the intent; a retried create-intent finds the record already there. */
  abstract recordIntent(payment: NewPayment): Promise<PaymentRecord>;
  abstract findByIntentId(intentId: string): Promise<PaymentRecord | null>;
  /** A payment made already, recorded as succeeded on `paidAt` (the demo data's); nothing when its intent is recorded. */
  abstract recordPaid(payment: NewPayment, paidAt: Date): Promise<void>;
  /** Stores a provider event's id; false when it was seen before (a replay). */
  abstract recordEvent(eventId: string, eventType: string, receivedAt: Date): Promise<boolean>;
  /** The payment of the intent, locked until the unit of work ends. */
  abstract lockByIntentId(intentId: string): Promise<PaymentRecord | null>;
  /** The payment, locked until the unit of work ends. */
  abstract lockById(paymentId: string): Promise<PaymentRecord | null>;
  /** succeeded becomes refund_pending, owing back `partialAmount` cents (null: all of it). */
  abstract claimRefund(paymentId: string, partialAmount: number | null): Promise<void>;
  abstract updateStatus(paymentId: string, status: PaymentStatus, failureMessage: string | null): Promise<void>;
  /**
   * Once the provider took the pending refund: refunded when nothing is left of the payment,
   * succeeded again (partly refunded, the rest refundable) when something is.
   */
  abstract markRefunded(paymentId: string): Promise<void>;
  /** The booking's payments now belong to this dinner (a support move). */
  abstract reassignDinner(bookingId: string, dinnerId: string): Promise<void>;
  /** Payments owed back whose refund has not gone through yet, oldest first. */
  abstract listRefundPending(): Promise<PaymentRecord[]>;
  /** Newest first. */
  abstract listForCouple(coupleId: string): Promise<PaymentRecord[]>;
  /** Every payment for a dinner's bookings, oldest first (the dinner's operations page). */
  abstract listForDinner(dinnerId: string): Promise<PaymentRecord[]>;
  abstract subscriptionOf(coupleId: string): Promise<SubscriptionRecord | null>;
}
