import Stripe from 'stripe';
import { PaymentEvent } from '../../domain/payment';
import { PaymentErrors } from '../../domain/payment-errors';
import { CreatedIntent, IntentRequest, PaymentProvider } from '../../application/payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** STRIPE_API_URL: a local stand-in of the Stripe API in tests. */
  apiUrl?: string;
}

/** Stripe through its official SDK: PaymentIntents with idempotency keys, signed webhooks. */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.publishableKey = settings.publishableKey;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        { amount: request.amountCents, currency: request.currency, payment_method_types: ['card'], metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw PaymentErrors.providerFailed(
        error instanceof Stripe.errors.StripeError ? error.message : 'The payment provider could not be reached. Please try again.',
      );
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature || !this.settings.webhookSecret) throw PaymentErrors.badSignature();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw PaymentErrors.badSignature();
    }
    if (event.type === 'payment_intent.succeeded') return { id: event.id, kind: 'succeeded', intentId: event.data.object.id, failureMessage: null };
    if (event.type === 'payment_intent.payment_failed') {
      return { id: event.id, kind: 'failed', intentId: event.data.object.id, failureMessage: event.data.object.last_payment_error?.message ?? null };
    }
    return { id: event.id, kind: 'ignored', intentId: null, failureMessage: null };
  }

  async hasSucceeded(intentId: string): Promise<boolean | null> {
    try {
      return (await this.stripe.paymentIntents.retrieve(intentId)).status === 'succeeded';
    } catch (error) {
      throw PaymentErrors.providerFailed(
        error instanceof Stripe.errors.StripeError ? error.message : 'The payment provider could not be reached. Please try again.',
      );
    }
  }

  async refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: intentId, ...(amountCents === undefined ? {} : { amount: amountCents }) }, { idempotencyKey });
  }
}
