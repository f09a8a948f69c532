import { Injectable } from '@nestjs/common';
import { BookingRefunds } from '../../dinners';
import { RefundClaims } from './refund-claims';
import { RefundPayment } from './refund-payment';

/**
 * Dinners' BookingRefunds port, bound by payments (dinners sits below payments): the fee of
 * a booking the service cancelled is refunded in full (DECISIONS item 12). The claim is
 * recorded in the caller's transaction; the provider is asked after commit, and the retry
 * job asks again for any refund the provider refused.
 */
@Injectable()
export class BookingPaymentRefunds extends BookingRefunds {
  constructor(
    private readonly claims: RefundClaims,
    private readonly refunds: RefundPayment,
  ) {
    super();
  }

  owe(bookingId: string): Promise<boolean> {
    return this.claims.claimForBooking(bookingId);
  }

  async settle(): Promise<void> {
    await this.refunds.retryPending();
  }
}
