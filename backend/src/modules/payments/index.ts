export { PaymentsModule } from './payments.module';
/** For the customer-support lookup: a couple's payments (amounts in cents) and subscription. */
export { PaymentHistory } from './application/payment-history';
export type { PaymentRecord, SubscriptionRecord } from './application/payment-ledger';
/** For dinners: refunds of the bookings of a dinner the service cancels. */
export { BookingPaymentRefunds } from './application/booking-payment-refunds';
/** For dinners: a booking moved to another dinner by support takes its payment along. */
export { BookingPaymentMoves } from './application/booking-payment-moves';
