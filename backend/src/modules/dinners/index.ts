export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/booking-history';
export type { BookingHistoryEntry, BookingListEntry, BookingListQuery, BookingListSort } from './application/booking-list';
export { BOOKING_LIST_SORTS, BOOKING_STATUSES } from './application/booking-list';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export type { ChargedBooking, PaidBookingOutcome } from './application/booking-repository';
/** For payments, which binds it: the fee of a booking the service cancelled is owed back. */
export { BookingRefunds } from './application/booking-refunds';
/** For payments, which binds it: a booking support moves to another dinner takes its payment along. */
export { BookingPaymentLinks } from './application/booking-payment-links';
/** For payments, which binds it: a dinner's payments for its operations page. */
export { DinnerPaymentRecords } from './application/operations-sources';
export type { BookingPaymentRecord } from './application/operations-sources';
/** The admin's dinner events, registered with the Nest module binding BookingRefunds and DinnerPaymentRecords (payments). */
export { DinnersAdminModule } from './dinners-admin.module';
/** The scheduled lifecycle, registered with the app's matching runs and dinners admin. */
export { DinnersLifecycleModule } from './dinners-lifecycle.module';
