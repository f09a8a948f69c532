import { Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { BookingPaymentLinks, BookingRefunds, DinnerPaymentRecords, DinnersModule } from '../dinners';
import { PaymentRecordsForDinners } from './application/payment-records-for-dinners';
import { IdentityModule, personalDataHolder } from '../identity';
import { ApplyPaymentEvent } from './application/apply-payment-event';
import { BookingPayments } from './application/booking-payments';
import { DinnerBookingPayments } from './adapters/dinners/dinner-booking-payments';
import { CheckPayment } from './application/check-payment';
import { ConfirmTestModePayment } from './application/confirm-test-mode-payment';
import { CreatePaymentIntent } from './application/create-payment-intent';
import { PaymentHistory } from './application/payment-history';
import { PaymentLedger } from './application/payment-ledger';
import { PaymentProvider } from './application/payment-provider';
import { ReceiveWebhook } from './application/receive-webhook';
import { RefundPayment } from './application/refund-payment';
import { BookingPaymentRefunds } from './application/booking-payment-refunds';
import { BookingPaymentMoves } from './application/booking-payment-moves';
import { RefundClaims } from './application/refund-claims';
import { TypeOrmRefundClaims } from './adapters/persistence/typeorm-refund-claims';
import { RefundSubscriber } from './adapters/events/refund-subscriber';
import { RetryRefundsJob } from './adapters/jobs/retry-refunds.job';
import { PaymentsController } from './adapters/http/payments.controller';
import { SupportPaymentsController } from './adapters/http/support-payments.controller';
import { RefundPaymentForSupport } from './application/refund-payment-for-support';
import { SupportRefundMail } from './application/support-refund-mail';
import { PaymentsPersonalData } from './adapters/persistence/payments-personal-data';
import { TypeOrmPaymentLedger } from './adapters/persistence/typeorm-payment-ledger';
import { StripePaymentProvider } from './adapters/stripe/stripe-payment-provider';
import { TestModePaymentProvider } from './adapters/test-mode/test-mode-payment-provider';
import { PaymentsDemoData } from './adapters/demo/payments-demo-data';

/** Stripe when PAYMENT_PROVIDER resolves to stripe (a secret key is set), the test-mode provider otherwise. */
function paymentProvider(config: AppConfig): PaymentProvider {
  if (config.get('paymentProvider') !== 'stripe') return new TestModePaymentProvider();
  return new StripePaymentProvider({
    secretKey: config.get('stripeSecretKey') ?? '',
    webhookSecret: config.get('stripeWebhookSecret') ?? '',
    publishableKey: config.get('stripePublishableKey') ?? null,
    apiUrl: config.get('stripeApiUrl'),
  });
}

@Module({
  imports: [IdentityModule, DinnersModule],
  controllers: [PaymentsController, SupportPaymentsController],
  providers: [
    { provide: PaymentProvider, inject: [AppConfig], useFactory: paymentProvider },
    { provide: PaymentLedger, useClass: TypeOrmPaymentLedger },
    { provide: BookingPayments, useClass: DinnerBookingPayments },
    ApplyPaymentEvent,
    CreatePaymentIntent,
    ConfirmTestModePayment,
    ReceiveWebhook,
    PaymentHistory,
    CheckPayment,
    RefundPayment,
    RefundPaymentForSupport,
    SupportRefundMail,
    { provide: RefundClaims, useClass: TypeOrmRefundClaims },
    BookingPaymentRefunds,
    { provide: BookingRefunds, useExisting: BookingPaymentRefunds },
    { provide: DinnerPaymentRecords, useClass: PaymentRecordsForDinners },
    { provide: BookingPaymentLinks, useClass: BookingPaymentMoves },
    RefundSubscriber,
    RetryRefundsJob,
    PaymentsDemoData,
    ...personalDataHolder(PaymentsPersonalData),
  ],
  exports: [PaymentHistory, BookingRefunds, DinnerPaymentRecords, BookingPaymentLinks],
})
export class PaymentsModule {}
