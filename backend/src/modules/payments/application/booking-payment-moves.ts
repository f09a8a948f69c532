import { Injectable } from '@nestjs/common';
import { BookingPaymentLinks } from '../../dinners';
import { PaymentLedger } from './payment-ledger';

/** Dinners' BookingPaymentLinks port, bound by payments: a booking support moved to another dinner takes its payment along (no new charge, no refund). */
@Injectable()
export class BookingPaymentMoves extends BookingPaymentLinks {
  constructor(private readonly ledger: PaymentLedger) {
    super();
  }

  /** In the caller's transaction. */
  moveToDinner(bookingId: string, dinnerId: string): Promise<void> {
    return this.ledger.reassignDinner(bookingId, dinnerId);
  }
}
