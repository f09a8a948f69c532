import { PaymentEvent } from '../domain/payment';

export interface IntentRequest {
  /** In minor units of `currency` (cents, pence; yen have none), as the provider takes them. */
  amountCents: number;
  /** The dinner city's currency, lower-case ISO 4217 (eur, gbp). */
  currency: string;
  /** Same key, same intent: a retried create-intent never charges twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** The card payment provider: Stripe, or the clearly labelled test-mode stand-in. */
export abstract class PaymentProvider {
  abstract readonly name: 'stripe' | 'test-mode';
  /** For the client's card form; null in test mode. */
  abstract readonly publishableKey: string | null;
  abstract createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** Verifies a webhook's signature over the raw body and reads the event; throws PAYMENTS.BAD_SIGNATURE. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Gives back `amountCents` of the intent's charge, or all of it when absent. */
  abstract refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /** Asks the provider whether the intent succeeded; null when the provider has nothing to tell (test mode). */
  abstract hasSucceeded(intentId: string): Promise<boolean | null>;
}
