export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/booking-history';
export type { BookingHistoryEntry } from './application/booking-history';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export type { PaidBookingOutcome } from './application/dinner-store';
/** For restaurants: whether the dinners a restaurant is seated in are still to come. */
export { DinnerCalendar } from './application/dinner-calendar';
/** For matching: the dinner, its paid bookings and the status matching leaves it in. */
export { DinnersForMatching } from './application/dinners-for-matching';
export type { DinnerForMatching, PaidBooking, PastDinner, ReviewRatings } from './application/dinners-for-matching';
/** "See you again": the season analytics' figures per dinner (marks, mutual pairs, mutual share), and the pairs matching seats together when it can. */
export { SeeYouAgainReads } from './application/see-you-again-reads';
export type { SeeYouAgainFigures } from './application/see-you-again-reads';
