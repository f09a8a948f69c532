import { Injectable } from '@nestjs/common';
import { PaymentLedger } from './payment-ledger';

/** For dinners: a booking support moved to another dinner takes its payment along (no new charge, no refund). */
@Injectable()
export class BookingPaymentMoves {
  constructor(private readonly ledger: PaymentLedger) {}

  /** In the caller's transaction. */
  moveToDinner(bookingId: string, dinnerId: string): Promise<void> {
    return this.ledger.reassignDinner(bookingId, dinnerId);
  }
}
