export { DinnersModule } from './dinners.module';
/** For restaurants: whether the dinners a restaurant is seated in are still to come. */
export { DinnerCalendar } from './application/dinner-calendar';
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export { PaidBookingConfirmer } from './adapters/persistence/paid-booking-confirmer';
export type { PaidBookingOutcome } from './adapters/persistence/paid-booking-confirmer';
/** For matching: the dinner, its paid bookings and the status matching leaves it in. */
export { DinnersForMatching } from './application/dinners-for-matching';
export type { DinnerForMatching, PaidBooking } from './application/dinners-for-matching';
