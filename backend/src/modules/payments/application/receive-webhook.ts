import { Injectable } from '@nestjs/common';
import { PaymentErrors } from '../domain/payment-errors';
import { ApplyPaymentEvent } from './apply-payment-event';
import { PaymentProvider } from './payment-provider';

/** POST /api/payments/webhook: verified events go the shared path; replays change nothing. */
@Injectable()
export class ReceiveWebhook {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly applyEvent: ApplyPaymentEvent,
  ) {}

  async execute(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ duplicate: boolean }> {
    if (this.provider.name !== 'stripe') throw PaymentErrors.webhooksDisabled();
    if (!rawBody) throw PaymentErrors.badSignature();
    const event = this.provider.parseWebhook(rawBody, signature);
    if (event.kind === 'ignored') return { duplicate: false };
    const applied = await this.applyEvent.execute(event, event.kind === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed');
    return { duplicate: applied.kind === 'duplicate' };
  }
}
