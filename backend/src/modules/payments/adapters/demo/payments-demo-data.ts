import { Injectable } from '@nestjs/common';
import { DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { BookingPayments } from '../../application/booking-payments';
import { PaymentLedger } from '../../application/payment-ledger';
import { PaymentProvider } from '../../application/payment-provider';

/**
 * The demo's paid bookings (dinners' demo data, order 50) paid in test mode: each a
 * succeeded payment of its dinner's fee, made when the booking was confirmed. Without them
 * support listed no payments, and cancelling a demo dinner refunded nothing and told its
 * couples they had paid no fee. Only with the test-mode provider: a Stripe account knows
 * none of these intents and could refund none. A booking with a payment already is left as it is.
 */
@Injectable()
export class PaymentsDemoData implements DemoDataContributor {
  readonly order = 60;
  readonly credentials = [];

  constructor(
    demoData: DemoData,
    private readonly bookings: BookingPayments,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    if (this.provider.name !== 'test-mode') return;
    const charged = await this.bookings.chargedBookings();
    const paid = new Set<string>();
    for (const dinnerId of new Set(charged.map((booking) => booking.dinnerId)))
      for (const payment of await this.ledger.listForDinner(dinnerId)) if (payment.bookingId) paid.add(payment.bookingId);
    for (const booking of charged) {
      if (paid.has(booking.bookingId)) continue;
      const intent = await this.provider.createIntent({
        amountCents: booking.amountCents,
        currency: 'eur',
        idempotencyKey: `demo:${booking.bookingId}`,
        metadata: { bookingId: booking.bookingId, dinnerId: booking.dinnerId, coupleId: booking.coupleId },
      });
      await this.ledger.recordPaid(
        {
          coupleId: booking.coupleId,
          userId: booking.userId,
          bookingId: booking.bookingId,
          dinnerId: booking.dinnerId,
          amount: booking.amountCents,
          currency: 'eur',
          provider: this.provider.name,
          providerIntentId: intent.id,
          transactionType: 'dinner_booking',
        },
        booking.paidAt,
      );
    }
  }
}
