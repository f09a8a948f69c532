import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { DinnerErrors } from '../domain/dinner-errors';
import { DINNER_STATUSES, DinnerStatus } from '../domain/dinner-status';
import { timeZoneOf } from '../domain/dinner-cities';
import { isRevealed } from '../domain/reveal-policy';
import { DinnerMatchingStore, PaidBooking } from './dinner-matching-store';

export type { PaidBooking };

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

  async recordMatchingStatus(dinnerId: string, status: string): Promise<void> {
    if (!MATCHING_STATUSES.includes(status as DinnerStatus) || !DINNER_STATUSES.includes(status as DinnerStatus)) throw DinnerErrors.invalidTransition('matching', status);
    await this.store.setStatus(dinnerId, status);
  }
}
