import type { User } from '../../identity';
import { DinnerErrors } from '../domain/dinner-errors';

/** The couple a signed-in user acts for; dinners are booked and seen per couple. */
export function coupleOf(user: User): string {
  if (!user.coupleId) throw DinnerErrors.noCouple();
  return user.coupleId;
}

/**
 * Booking needs a couple, a verified email and a service that was not terminated. The
 * user is read afresh on every request and termination is written to every member, so
 * these flags are current.
 */
export function assertMayBook(user: User): string {
  const coupleId = coupleOf(user);
  if (user.serviceTerminated) throw DinnerErrors.serviceTerminated();
  if (!user.emailVerified) throw DinnerErrors.emailNotVerified();
  return coupleId;
}

export function assertOwnBooking(user: User, booking: { coupleId: string }): void {
  if (booking.coupleId !== coupleOf(user)) throw DinnerErrors.notYourBooking();
}
