import { Injectable } from '@nestjs/common';
import { BookingRefunds } from '../../dinners';
import { RefundClaims } from './refund-claims';

/**
 * Dinners' BookingRefunds port, bound by payments (dinners sits below payments): whether a
 * booking the service cancels has a fee to give back (in full, DECISIONS item 12). The
 * refund itself is `RefundSubscriber`'s, from the event that owes it.
 */
@Injectable()
export class BookingPaymentRefunds extends BookingRefunds {
  constructor(private readonly claims: RefundClaims) {
    super();
  }

  refundable(bookingId: string): Promise<boolean> {
    return this.claims.claimable(bookingId);
  }

  refundedCents(bookingId: string): Promise<number> {
    return this.claims.refundedCents(bookingId);
  }
}
