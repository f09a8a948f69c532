export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/bookings/booking-history';
export type { BookingHistoryEntry, BookingListEntry, BookingListQuery, BookingListSort } from './application/bookings/booking-list';
export { BOOKING_LIST_SORTS, BOOKING_STATUSES } from './application/bookings/booking-list';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/bookings/dinner-payments';
export type { PayableBooking } from './application/bookings/dinner-payments';
export type { ChargedBooking, PaidBookingOutcome } from './application/bookings/booking-repository';
/** For payments, which binds it: whether a booking's fee can be given back. */
export { BookingRefunds } from './application/bookings/booking-refunds';
/** For payments' refund subscriber: the events that owe couples their fee back. */
export { REFUND_EVENTS, refundsOf } from './domain/dinner-events';
/** For payments, which binds it: a booking support moves to another dinner takes its payment along. */
export { BookingPaymentLinks } from './application/bookings/booking-payment-links';
/** For payments, which binds it: a dinner's payments for its operations page. */
export { DinnerPaymentRecords } from './application/dinner-events/operations-sources';
export type { BookingPaymentRecord } from './application/dinner-events/operations-sources';
/** The admin's dinner events, registered with the Nest module binding BookingRefunds and DinnerPaymentRecords (payments). */
export { DinnersAdminModule } from './dinners-admin.module';
/** The scheduled lifecycle, registered with the app's matching runs and dinners admin. */
export { DinnersLifecycleModule } from './dinners-lifecycle.module';
/** For the customer-support lookup: a couple's no-shows in the last twelve months and each booking's mark. */
export { NoShowStanding } from './application/evening/no-show-standing';
/** For the lead's suspension (issue 47): the event recorded when a couple's no-shows reach NO_SHOW_SUSPENSION_THRESHOLD. */
export { NO_SHOW_LIMIT_REACHED_EVENT } from './domain/dinner-events';
export type { NoShowLimitReachedFacts } from './domain/dinner-events';
/** For safety: a couple's table at a dinner (reports), and its standing (suspension, termination). */
export { TablematesAfterDinner } from './application/table-social/tablemates-after-dinner';
export type { DinnerTable } from './application/table-social/tablemates-after-dinner';
export { CoupleStandings } from './application/bookings/couple-standings';
export type { SharedCouple } from './domain/reveal-policy';
