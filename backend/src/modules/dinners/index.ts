export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/booking-history';
export type { BookingHistoryEntry, BookingListEntry, BookingListQuery, BookingListSort } from './application/booking-list';
export { BOOKING_LIST_SORTS, BOOKING_STATUSES } from './application/booking-list';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export type { PaidBookingOutcome } from './application/dinner-store';
/** For restaurants: whether the dinners a restaurant is seated in are still to come. */
export { DinnerCalendar } from './application/dinner-calendar';
/** For matching: the dinner, its paid bookings and the status matching leaves it in. */
export { DinnersForMatching } from './application/dinners-for-matching';
export type { DinnerForMatching, PaidBooking, PastDinner, ReviewRatings } from './application/dinners-for-matching';
