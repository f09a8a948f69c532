export { DinnersModule } from './dinners.module';
export { DinnerPayments } from './application/dinner-payments';
export type { PayableBooking } from './application/dinner-payments';
export { PaidBookingConfirmer } from './adapters/persistence/paid-booking-confirmer';
export type { NoSpotReason, PaidBookingOutcome } from './adapters/persistence/paid-booking-confirmer';
