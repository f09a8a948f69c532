import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { DinnerErrors } from '../domain/dinner-errors';
import { DINNER_STATUSES, DinnerStatus } from '../domain/dinner-status';
import { timeZoneOf } from '../domain/dinner-cities';
import { isRevealed } from '../domain/reveal-policy';
import { DinnerMatchingStore, PaidBooking, ReviewRatings } from './dinner-matching-store';

export type { PaidBooking, ReviewRatings };

/** A dinner that took place: its id and its local date (ISO YYYY-MM-DD in the city's time zone). */
export interface PastDinner {
  id: string;
  date: string;
}

export interface DinnerForMatching {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  status: DinnerStatus;
  revealed: boolean;
  /** The IANA time zone of the dinner's city. */
  timeZone: string;
}

/** Where matching may leave a dinner. */
const MATCHING_STATUSES: readonly DinnerStatus[] = ['matched', 'restaurant_assigned', 'pending_manual_intervention'];

/** What the matching module reads and records about dinners (exported from index.ts). */
@Injectable()
export class DinnersForMatching {
  constructor(
    private readonly store: DinnerMatchingStore,
    private readonly clock: Clock,
  ) {}

  async find(dinnerId: string): Promise<DinnerForMatching | null> {
    const dinner = await this.store.findDinner(dinnerId);
    if (!dinner) return null;
    const { id, city, country, eventDate, bookingDeadline, capacity, status } = dinner;
    return { id, city, country, eventDate, bookingDeadline, capacity, status, revealed: isRevealed(eventDate, this.clock.now()), timeZone: timeZoneOf(city, country) };
  }

  sameNight(dinner: { city: string; country: string; eventDate: Date }): Promise<string[]> {
    return this.store.sameNight(dinner.city, dinner.country, dinner.eventDate, timeZoneOf(dinner.city, dinner.country));
  }

  paidBookings(dinnerId: string): Promise<PaidBooking[]> {
    return this.store.paidBookings(dinnerId);
  }

  /** The dinners among `dinnerIds` held before `before` (not cancelled), with their local dates: the engine's memory. */
  async pastDinners(dinnerIds: readonly string[], before: Date): Promise<PastDinner[]> {
    const held = await this.store.heldBefore(dinnerIds, before);
    return held.map((d) => ({ id: d.id, date: localDate(d.eventDate, timeZoneOf(d.city, d.country)) }));
  }

  /** The couples' ratings of their tablemates and restaurants at these dinners. */
  reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]> {
    return this.store.reviewRatings(dinnerIds);
  }

  async recordMatchingStatus(dinnerId: string, status: string): Promise<void> {
    if (!MATCHING_STATUSES.includes(status as DinnerStatus) || !DINNER_STATUSES.includes(status as DinnerStatus)) throw DinnerErrors.invalidTransition('matching', status);
    await this.store.setStatus(dinnerId, status);
  }
}

function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
