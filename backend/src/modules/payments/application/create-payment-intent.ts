import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { PaymentErrors } from '../domain/payment-errors';
import { BookingPayments } from './booking-payments';
import { PaymentLedger } from './payment-ledger';
import { PaymentProvider } from './payment-provider';

export interface IntentTarget {
  dinnerId?: string;
  bookingId?: string;
  coupleId?: string;
}

export interface PaymentIntentResult {
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
  /** Lower-case ISO 4217: the amount is in its minor units. */
  currency: string;
  bookingId: string;
  provider: 'stripe' | 'test-mode';
}

/**
 * POST /api/payments/create-intent: holds a spot on the dinner (or uses the given
 * booking) and opens an intent for the dinner's logistics fee as stored on the server.
 */
@Injectable()
export class CreatePaymentIntent {
  constructor(
    private readonly bookings: BookingPayments,
    private readonly provider: PaymentProvider,
    private readonly ledger: PaymentLedger,
  ) {}

  async execute(caller: Caller, target: IntentTarget): Promise<PaymentIntentResult> {
    if (target.coupleId && target.coupleId !== caller.coupleId) throw PaymentErrors.notYourCouple();
    const payable = await this.bookings.payableBooking(caller, target);
    const intent = await this.provider.createIntent({
      amountCents: payable.amountCents,
      currency: payable.currency,
      idempotencyKey: `booking:${payable.bookingId}:${payable.amountCents}`,
      metadata: { bookingId: payable.bookingId, dinnerId: payable.dinnerId, coupleId: payable.coupleId },
    });
    await this.ledger.recordIntent({
      coupleId: payable.coupleId,
      userId: caller.id,
      bookingId: payable.bookingId,
      dinnerId: payable.dinnerId,
      amount: payable.amountCents,
      currency: payable.currency,
      provider: this.provider.name,
      providerIntentId: intent.id,
      transactionType: 'dinner_booking',
    });
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amountCents: payable.amountCents,
      currency: payable.currency,
      bookingId: payable.bookingId,
      provider: this.provider.name,
    };
  }
}
