export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/booking-history';
export type { BookingHistoryEntry } from './application/booking-history';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export type { PaidBookingOutcome } from './application/dinner-store';
