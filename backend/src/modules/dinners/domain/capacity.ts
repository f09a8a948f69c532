import { bookingWindow } from './booking-window';
import { DinnerErrors } from './dinner-errors';
import { DinnerStatus } from './dinner-status';

/** Unpaid reservations keep their spot this long, then release it. */
const HOLD_DURATION_MS = 15 * 60 * 1000;
export const MIN_CAPACITY = 4;
export const DEFAULT_CAPACITY = 20;

export interface BookableDinner {
  status: DinnerStatus;
  isActive: boolean;
  bookingDeadline: Date;
  capacity: number;
  city: string;
  country: string;
}

/** Where a couple lives (its profile's city and country): it dines there. */
export interface HomeLocation {
  city: string;
  country: string;
}

/**
 * Whether one more couple may take a spot: a dinner of its own city, open, with a spot
 * free. `takenSpots` counts confirmed and attended bookings plus unexpired holds, read
 * while the dinner row is locked, so that two concurrent checks can never both see the
 * last spot free.
 */
export function assertCanReserve(dinner: BookableDinner, takenSpots: number, now: Date, home: HomeLocation): void {
  if (!sameLocation(dinner, home)) throw DinnerErrors.notInYourCity(dinner.city, home.city);
  if (dinner.status !== 'accepting_bookings' || !dinner.isActive) throw DinnerErrors.notAcceptingBookings(dinner.status);
  if (bookingWindow(now, dinner.bookingDeadline).state === 'expired') throw DinnerErrors.deadlinePassed();
  if (takenSpots >= dinner.capacity) throw DinnerErrors.full();
}

/** As the dinner lists compare them: city and country, ignoring case. */
function sameLocation(a: HomeLocation, b: HomeLocation): boolean {
  return a.city.toLowerCase() === b.city.toLowerCase() && a.country.toLowerCase() === b.country.toLowerCase();
}

export function availableSpots(capacity: number, takenSpots: number): number {
  return Math.max(0, capacity - takenSpots);
}

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_DURATION_MS);
}

/** The admin form's rule: a number of at least 4, 20 when not a number. */
export function normaliseCapacity(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_CAPACITY;
  return Math.max(MIN_CAPACITY, Math.floor(value));
}
