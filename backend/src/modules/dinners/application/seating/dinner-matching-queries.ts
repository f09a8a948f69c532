import { DinnerEvent } from '../dinner-events/dinner-views';
import { PaidBooking } from '../bookings/booking-repository';

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

/** Read port: what matching and the reveal read of dinners, across events, bookings and reviews. */
export abstract class DinnerMatchingQueries {
  /** Dinners of the city whose event falls on the same local day (in `timeZone`) as `eventDate`. */
  abstract sameNight(city: string, country: string, eventDate: Date, timeZone: string): Promise<string[]>;
  /** The dinners among `dinnerIds` that started before `before` and were not cancelled. */
  abstract heldBefore(dinnerIds: readonly string[], before: Date): Promise<HeldDinner[]>;
  /** The reviews of these dinners. */
  abstract reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]>;
  /** Confirmed bookings of matched dinners (matched, restaurant_assigned, pending_manual_intervention) revealed by `now` and not started. */
  abstract paidBookingsAtReveal(revealedBy: Date, now: Date): Promise<(PaidBooking & { dinner: Omit<DinnerEvent, 'takenSpots'> })[]>;
}
