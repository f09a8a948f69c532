import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import type { Caller } from '../../identity';
import { DECLINED_MESSAGE, testCardOutcome } from '../domain/payment';
import { PaymentErrors } from '../domain/payment-errors';
import { REFUND_MESSAGES } from '../domain/refund-reason';
import { TestCard, testCardProblems } from '../domain/test-card';
import { ApplyPaymentEvent } from './apply-payment-event';
import { PaymentLedger } from './payment-ledger';
import { PaymentProvider } from './payment-provider';

/**
 * POST /api/payments/test-mode/confirm: the test-mode card form. The card is checked as Stripe's test mode
 * checks it (number, expiry, CVC); Stripe's test numbers then decide the outcome, which then travels the same path as a webhook event. Only when the
 * test-mode provider runs: never beside Stripe, and in production only when
 * PAYMENT_PROVIDER=test-mode was chosen explicitly (the start-up banner says so).
 */
@Injectable()
export class ConfirmTestModePayment {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly ledger: PaymentLedger,
    private readonly applyEvent: ApplyPaymentEvent,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, intentId: string, card: TestCard): Promise<{ status: 'succeeded'; bookingId: string | null }> {
    if (this.provider.name !== 'test-mode') throw PaymentErrors.testModeDisabled();
    const payment = await this.ledger.findByIntentId(intentId);
    if (!payment) throw PaymentErrors.intentNotFound();
    if (payment.coupleId !== caller.coupleId) throw PaymentErrors.notYourPayment();
    if (payment.status !== 'requires_payment' && payment.status !== 'failed') throw PaymentErrors.alreadyProcessed();
    const problems = testCardProblems(card, this.clock.now());
    if (Object.keys(problems).length > 0) throw PaymentErrors.cardDetails(problems);
    const outcome = testCardOutcome(card.cardNumber);
    if (outcome === 'invalid') throw PaymentErrors.invalidCard();
    const event = {
      id: `evt_test_mode_${randomUUID()}`,
      intentId,
      kind: outcome === 'succeeded' ? ('succeeded' as const) : ('failed' as const),
      failureMessage: outcome === 'declined' ? DECLINED_MESSAGE : null,
    };
    const applied = await this.applyEvent.execute(event, outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed');
    if (outcome === 'declined') throw PaymentErrors.declined(DECLINED_MESSAGE);
    // A concurrent confirmation of the same intent got there first.
    if (applied.kind !== 'succeeded') throw PaymentErrors.alreadyProcessed();
    if (applied.booking === 'no_spot') throw PaymentErrors.refundedNoSpot(REFUND_MESSAGES[applied.reason]);
    return { status: 'succeeded', bookingId: payment.bookingId };
  }
}
