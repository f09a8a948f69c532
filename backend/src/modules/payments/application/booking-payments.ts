import type { ChargedBooking } from '../../dinners';
import type { Caller } from '../../identity';
import type { RefundReason } from '../domain/refund-reason';

export interface PayableBooking {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  /** The dinner's logistics fee as stored: the client's amount is never trusted. */
  amountCents: number;
  /** The dinner city's currency, lower-case ISO 4217. */
  currency: string;
}

/** confirmed: the booking is now confirmed; already_confirmed: nothing to do; no_spot: the payment must be refunded, for the reason given. */
export type PaidBookingOutcome = { booking: 'confirmed' } | { booking: 'already_confirmed' } | { booking: 'no_spot'; reason: RefundReason };

/** What payments needs from the bookings it charges for (dinners). */
export abstract class BookingPayments {
  /** The booking to pay for: the given one (renewing a lapsed hold), or the caller's couple's hold on the dinner. */
  abstract payableBooking(caller: Caller, target: { dinnerId?: string; bookingId?: string }): Promise<PayableBooking>;
  /** Confirms the paid booking within the caller's unit of work. */
  abstract confirmPaid(bookingId: string): Promise<PaidBookingOutcome>;
  /** Every paid booking of a dinner with a fee (the demo data records their payments). */
  abstract chargedBookings(): Promise<ChargedBooking[]>;
}
