import { DinnerStatus } from '../domain/dinner-status';
import { DinnerEvent } from './dinner-views';

export interface PaidBooking {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
}

/** A dinner that took place, as the engine's memory reads it. */
export interface HeldDinner {
  id: string;
  eventDate: Date;
  city: string;
  country: string;
}

/** One couple's review of a dinner, as the engine's memory reads it. */
export interface ReviewRatings {
  dinnerId: string;
  coupleId: string;
  restaurantRating: number | null;
  /** Its rating of each tablemate, by that couple's user id (as the review form sends them). */
  coupleRatings: Record<string, number>;
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
  /** The dinners among `dinnerIds` that started before `before` and were not cancelled. */
  abstract heldBefore(dinnerIds: readonly string[], before: Date): Promise<HeldDinner[]>;
  /** The reviews of these dinners. */
  abstract reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]>;
  /** Confirmed bookings of matched dinners (matched, restaurant_assigned, pending_manual_intervention) revealed by `now` and not started. */
  abstract paidBookingsAtReveal(revealedBy: Date, now: Date): Promise<(PaidBooking & { dinner: Omit<DinnerEvent, 'takenSpots'> })[]>;
  /** Cancels a confirmed booking for the service (never late); false when it is no longer confirmed. */
  abstract cancelForService(bookingId: string, now: Date): Promise<boolean>;
}
