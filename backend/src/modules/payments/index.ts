export { PaymentsModule } from './payments.module';
/** For the customer-support lookup: a couple's payments (amounts in cents) and subscription. */
export { PaymentHistory } from './application/payment-history';
export type { PaymentRecord, SubscriptionRecord } from './application/payment-ledger';
