export { DinnersModule } from './dinners.module';
/** For restaurants: whether the dinners a restaurant is seated in are still to come. */
export { DinnerCalendar } from './application/dinner-calendar';
/** For payments: a held booking to charge, and its confirmation once paid. */
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export type { PaidBookingOutcome } from './application/dinner-store';
