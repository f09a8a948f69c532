import { Injectable, Logger } from '@nestjs/common';
import { DinnerPayments } from '../../dinners';
import { Clock } from '../../../platform/clock/clock';
import { PaymentEvent } from '../domain/payment';
import { AppliedEvent, PaymentLedger } from './payment-ledger';
import { RefundPayment } from './refund-payment';

/**
 * The one path of a provider's outcome, whether it came by Stripe webhook or from the
 * test-mode card form. A success that finds no spot left (its hold lapsed and the dinner
 * filled up) is refunded at once, or by the retry job if the provider refuses now.
 */
@Injectable()
export class ApplyPaymentEvent {
  private readonly logger = new Logger(ApplyPaymentEvent.name);

  constructor(
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundPayment,
    private readonly dinnerPayments: DinnerPayments,
    private readonly clock: Clock,
  ) {}

  async execute(event: PaymentEvent, eventType: string): Promise<AppliedEvent> {
    const applied = await this.ledger.applyEvent(event, eventType, this.clock.now());
    if (applied.kind !== 'succeeded') return applied;
    if (applied.booking === 'confirmed' && applied.payment.bookingId) await this.dinnerPayments.confirmed(applied.payment.bookingId);
    if (applied.booking === 'no_spot') {
      this.logger.warn({ msg: 'payment succeeded without a spot: refunding', paymentId: applied.payment.id });
      await this.refunds.execute(applied.payment);
    }
    return applied;
  }
}
