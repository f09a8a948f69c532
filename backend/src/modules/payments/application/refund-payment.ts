import { Injectable, Logger } from '@nestjs/common';
import { PaymentLedger, PaymentRecord } from './payment-ledger';
import { PaymentProvider } from './payment-provider';

/**
 * The provider's idempotency key of the pending refund: one per intent for the first, and
 * another for each later part (support refunds in parts), told apart by what went back before.
 */
function refundKey(payment: PaymentRecord): string {
  return payment.refundedAmount === 0 ? `refund:${payment.providerIntentId}` : `refund:${payment.providerIntentId}:${payment.refundedAmount}`;
}

/**
 * Gives back a payment that found no spot. The refund is keyed by the intent, so asking
 * again (the retry job, a second instance) never refunds twice. A provider failure leaves
 * the payment refund_pending for the retry job instead of failing the caller: the
 * provider's event is already recorded and would not be applied a second time.
 */
@Injectable()
export class RefundPayment {
  private readonly logger = new Logger(RefundPayment.name);

  constructor(
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
  ) {}

  async execute(payment: PaymentRecord): Promise<boolean> {
    try {
      await this.provider.refund(payment.providerIntentId, refundKey(payment), payment.refundAmount ?? undefined);
    } catch (error) {
      this.logger.error({ msg: 'refund failed: will retry', paymentId: payment.id, error: error instanceof Error ? error.message : String(error) });
      return false;
    }
    await this.ledger.markRefunded(payment.id);
    this.logger.log({ msg: 'payment refunded', paymentId: payment.id });
    return true;
  }

  /** The retry job: every payment still owed back. Answers how many went through. */
  async retryPending(): Promise<number> {
    let refunded = 0;
    for (const payment of await this.ledger.listRefundPending()) if (await this.execute(payment)) refunded += 1;
    return refunded;
  }
}
