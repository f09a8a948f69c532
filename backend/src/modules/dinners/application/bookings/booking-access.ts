import type { Caller } from '../../../identity';
import { DinnerErrors } from '../../domain/dinner-errors';

/** The couple a caller acts for; dinners are booked and seen per couple. */
export function coupleOf(caller: Caller): string {
  if (!caller.coupleId) throw DinnerErrors.noCouple();
  return caller.coupleId;
}

export function assertOwnBooking(caller: Caller, booking: { coupleId: string }): void {
  if (booking.coupleId !== coupleOf(caller)) throw DinnerErrors.notYourBooking();
}
