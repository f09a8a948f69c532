import { DomainError } from '../../../kernel/domain-error';
import { BookingStatus } from './booking';
import { DinnerErrors } from './dinner-errors';
import { DinnerStatus } from './dinner-status';

interface MoveDinner {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  status: DinnerStatus;
  capacity: number;
  takenSpots: number;
}

/** Support moves only a paid booking that no group holds yet, and only where the couple could book themselves. */
export const BookingMoveErrors = {
  notMovable: () => new DomainError('conflict', 'DINNERS.NOT_MOVABLE', 'Only a paid booking of a dinner still to come can be moved.'),
  alreadySeated: () =>
    new DomainError(
      'conflict',
      'DINNERS.ALREADY_SEATED',
      'This dinner is already matched: move the couple between groups from Match Results, or cancel the booking.',
    ),
  sameDinner: () => new DomainError('invalid', 'DINNERS.SAME_DINNER', 'The couple is already booked on this dinner.'),
  otherCity: (city: string) => new DomainError('invalid', 'DINNERS.OTHER_CITY', `A couple can only move to another dinner in ${city}.`),
};

/**
 * The rules of a support move: the booking is paid, its dinner not matched or started; the
 * target is another dinner of the same city, open for bookings, not started, with a free
 * spot, and not already booked by the couple. Throws the first rule broken.
 */
export function assertMovable(booking: { status: BookingStatus }, from: MoveDinner, to: MoveDinner, now: Date, coupleAlreadyBookedThere: boolean): void {
  if (booking.status !== 'confirmed' || from.eventDate <= now) throw BookingMoveErrors.notMovable();
  if (from.status !== 'accepting_bookings' && from.status !== 'booking_closed') throw BookingMoveErrors.alreadySeated();
  if (from.id === to.id) throw BookingMoveErrors.sameDinner();
  if (from.city !== to.city || from.country !== to.country) throw BookingMoveErrors.otherCity(from.city);
  if (to.status !== 'accepting_bookings') throw DinnerErrors.notAcceptingBookings(to.status);
  if (to.eventDate <= now) throw DinnerErrors.dinnerStarted();
  if (coupleAlreadyBookedThere) throw DinnerErrors.alreadyBooked();
  if (to.takenSpots >= to.capacity) throw DinnerErrors.full();
}
