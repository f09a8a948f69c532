import { createHash, randomBytes } from 'node:crypto';
import { PaymentEvent } from '../../domain/payment';
import { PaymentErrors } from '../../domain/payment-errors';
import { CreatedIntent, IntentRequest, PaymentProvider } from '../../application/payment-provider';

/**
 * The stand-in when no Stripe key is configured: intents exist only as our payment
 * records, and the card form's outcome (POST /api/payments/test-mode/confirm) stands in
 * for Stripe's webhook. The intent id derives from the idempotency key, like Stripe
 * answering a retried request with the same intent.
 */
export class TestModePaymentProvider extends PaymentProvider {
  readonly name = 'test-mode' as const;
  readonly publishableKey = null;

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const id = `pi_test_mode_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
  }

  parseWebhook(): PaymentEvent {
    throw PaymentErrors.webhooksDisabled();
  }

  /** The test-mode card form reports the outcome itself; there is nothing to ask. */
  async hasSucceeded(): Promise<null> {
    return null;
  }

  /** Nothing was charged, so nothing to give back; the payment record still says refunded. */
  async refund(): Promise<void> {}
}
