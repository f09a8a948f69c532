export { PaymentsModule } from './payments.module';
/** For the customer-support lookup: a couple's payments (amounts in cents) and subscription. */
export { PaymentHistory } from './application/payment-history';
export type { PaymentRecord, SubscriptionRecord } from './application/payment-ledger';
/** For dinners: refunds of the bookings of a dinner the service cancels. */
export { BookingPaymentRefunds } from './application/booking-payment-refunds';
