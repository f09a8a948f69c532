import { DinnerStatus } from '../domain/dinner-status';
import { DinnerEvent } from './dinner-views';

export interface PaidBooking {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
}

/** Reads and writes matching needs of dinners; joins the caller's unit of work. */
export abstract class DinnerMatchingStore {
  abstract findDinner(dinnerId: string): Promise<Omit<DinnerEvent, 'takenSpots'> | null>;
  /** Dinners of the city whose event falls on the same local day (in `timeZone`) as `eventDate`. */
  abstract sameNight(city: string, country: string, eventDate: Date, timeZone: string): Promise<string[]>;
  /** Confirmed or attended bookings, oldest first. */
  abstract paidBookings(dinnerId: string): Promise<PaidBooking[]>;
  abstract setStatus(dinnerId: string, status: DinnerStatus): Promise<void>;
  /** Whether any couple of the dinner has been sent its reveal. */
  abstract revealSent(dinnerId: string): Promise<boolean>;
  /** Confirmed bookings of matched dinners (matched, restaurant_assigned, pending_manual_intervention) revealed by `now` and not started. */
  abstract paidBookingsAtReveal(revealedBy: Date, now: Date): Promise<(PaidBooking & { dinner: Omit<DinnerEvent, 'takenSpots'> })[]>;
  /** Cancels a confirmed booking for the service (never late); false when it is no longer confirmed. */
  abstract cancelForService(bookingId: string, now: Date): Promise<boolean>;
}
