export { DinnersModule } from './dinners.module';
/** For the customer-support lookup: a couple's bookings. */
export { BookingHistory } from './application/booking-history';
export type { BookingHistoryEntry } from './application/booking-history';
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export { PaidBookingConfirmer } from './adapters/persistence/paid-booking-confirmer';
export type { PaidBookingOutcome } from './adapters/persistence/paid-booking-confirmer';
