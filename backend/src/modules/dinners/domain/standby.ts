import { DomainError } from '../../../kernel/domain-error';
import { bookingWindow } from './booking-window';
import { BookableDinner } from './capacity';
import { DinnerErrors } from './dinner-errors';

/**
 * A couple's place on a full dinner's standby list. waiting: in the queue; offered: a
 * freed spot is held for it (the usual 15-minute hold, `bookingId`); then booked (it
 * paid, or booked by itself), lapsed (the hold ran out, or it may no longer book), left
 * (it left the list) or closed (bookings closed with no spot for it).
 */
export type StandbyStatus = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left' | 'closed';

export const ACTIVE_STANDBY: readonly StandbyStatus[] = ['waiting', 'offered'];

export interface StandbyEntry {
  id: string;
  dinnerId: string;
  coupleId: string;
  /** Who joined: the hold offered is booked in their name. */
  userId: string;
  status: StandbyStatus;
  joinedAt: Date;
  offeredAt: Date | null;
  bookingId: string | null;
}

/** A couple may join the standby list of a dinner it could book but for its last spot: open, before the deadline, and full. */
export function assertMayJoinStandby(dinner: BookableDinner, takenSpots: number, now: Date): void {
  if (dinner.status !== 'accepting_bookings' || !dinner.isActive) throw DinnerErrors.notAcceptingBookings(dinner.status);
  if (bookingWindow(now, dinner.bookingDeadline).state === 'expired') throw DinnerErrors.deadlinePassed();
  if (takenSpots < dinner.capacity) throw StandbyErrors.notFull();
}

/** Whether a freed spot may go to the next couple now: the dinner still takes bookings and has a spot. */
export function spotToOffer(dinner: BookableDinner, takenSpots: number, now: Date): boolean {
  return (
    dinner.status === 'accepting_bookings' && dinner.isActive && bookingWindow(now, dinner.bookingDeadline).state !== 'expired' && takenSpots < dinner.capacity
  );
}

/** Where an offer stands, from the hold it created: paid, still running, or gone (lapsed, cancelled). */
export function settleOffer(booking: { status: string; holdExpiresAt: Date | null } | null, now: Date): 'offered' | 'booked' | 'lapsed' {
  if (booking && (booking.status === 'confirmed' || booking.status === 'attended')) return 'booked';
  if (booking?.status === 'pending_payment' && booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now.getTime()) return 'offered';
  return 'lapsed';
}

export const StandbyErrors = {
  notFull: () => new DomainError('conflict', 'DINNERS.NOT_FULL', 'This dinner still has free spots: book it instead of joining the standby list.'),
  alreadyBooked: () => new DomainError('conflict', 'DINNERS.ALREADY_BOOKED', 'Your couple already has a booking for this dinner.'),
};
