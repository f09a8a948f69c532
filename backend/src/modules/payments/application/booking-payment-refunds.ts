import { Injectable } from '@nestjs/common';
import { RefundClaims } from './refund-claims';
import { RefundPayment } from './refund-payment';

/**
 * For dinners: the fee of a booking the service cancelled is refunded in full (DECISIONS
 * item 12). The claim is recorded in the caller's transaction; the provider is asked after
 * commit, and the retry job asks again for any refund the provider refused.
 */
@Injectable()
export class BookingPaymentRefunds {
  constructor(
    private readonly claims: RefundClaims,
    private readonly refunds: RefundPayment,
  ) {}

  owe(bookingId: string): Promise<boolean> {
    return this.claims.claimForBooking(bookingId);
  }

  async settle(): Promise<void> {
    await this.refunds.retryPending();
  }
}
