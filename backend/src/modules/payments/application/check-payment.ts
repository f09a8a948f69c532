import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { PaymentStatus } from '../domain/payment';
import { PaymentErrors } from '../domain/payment-errors';
import { ApplyPaymentEvent } from './apply-payment-event';
import { PaymentLedger } from './payment-ledger';
import { PaymentProvider } from './payment-provider';

export interface PaymentCheck {
  status: PaymentStatus;
  bookingId: string | null;
  /** Why a refunded payment found no spot; null otherwise. */
  refundMessage: string | null;
}

/**
 * POST /api/payments/check-intent: after the card form says the payment went through, the
 * server asks the provider itself (never trusting the client) and confirms the booking at
 * once instead of waiting for the webhook. The webhook arriving later changes nothing.
 */
@Injectable()
export class CheckPayment {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly applyEvent: ApplyPaymentEvent,
  ) {}

  async execute(caller: Caller, intentId: string): Promise<PaymentCheck> {
    const payment = await this.ledger.findByIntentId(intentId);
    if (!payment) throw PaymentErrors.intentNotFound();
    if (payment.coupleId !== caller.coupleId) throw PaymentErrors.notYourPayment();
    if (payment.status === 'requires_payment' || payment.status === 'failed') {
      if (await this.provider.hasSucceeded(intentId))
        await this.applyEvent.execute({ id: `check:${intentId}`, kind: 'succeeded', intentId, failureMessage: null }, 'payment_intent.succeeded');
    }
    const current = (await this.ledger.findByIntentId(intentId)) ?? payment;
    const refunded = current.status === 'refund_pending' || current.status === 'refunded';
    return { status: current.status, bookingId: payment.bookingId, refundMessage: refunded ? current.failureMessage : null };
  }
}
