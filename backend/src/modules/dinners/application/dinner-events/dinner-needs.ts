import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerNeeds, needsNothing } from '../../domain/admin-alerts';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerLifecycleQueries } from './dinner-lifecycle-queries';
import { DinnerRepository } from './dinner-repository';
import { DinnerSeating } from '../seating/dinner-seating';
import { RestaurantReservationRepository } from '../reservations/restaurant-reservation-repository';

/** A dinner still ahead that needs the admins, for the dashboard's "Needs you" panel and the alerts. */
export interface DinnerNeedingAdmins {
  dinnerId: string;
  city: string;
  country: string;
  eventDate: Date;
  needs: DinnerNeeds;
}

/**
 * What each dinner past its booking deadline still lacks for every paid couple to dine:
 * couples in no group, groups without a restaurant and table, tables their restaurant
 * declined or has not answered, tables at a restaurant an admin deactivated.
 */
@Injectable()
export class DinnerNeedsReader {
  constructor(
    private readonly due: DinnerLifecycleQueries,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly reservations: RestaurantReservationRepository,
    private readonly clock: Clock,
  ) {}

  /** The dinners still ahead that need the admins, soonest first; within `withinMs` of now when given. */
  async needingAdmins(withinMs?: number): Promise<DinnerNeedingAdmins[]> {
    const now = this.clock.now();
    const found: DinnerNeedingAdmins[] = [];
    for (const dinnerId of await this.due.listClosedStartingAfter(now, withinMs === undefined ? undefined : new Date(now.getTime() + withinMs))) {
      const dinner = await this.dinners.findById(dinnerId, now);
      if (!dinner) continue;
      const needs = await this.of(dinnerId);
      if (!needsNothing(needs)) found.push({ dinnerId, city: dinner.city, country: dinner.country, eventDate: dinner.eventDate, needs });
    }
    return found;
  }

  async of(dinnerId: string): Promise<DinnerNeeds> {
    const paid = new Set((await this.bookings.listPaid(dinnerId)).map((booking) => booking.coupleId));
    const groups = (await this.seating.tablesOf(dinnerId))
      .map((table) => ({ ...table, coupleIds: table.coupleIds.filter((id) => paid.has(id)) }))
      .filter((table) => table.coupleIds.length > 0);
    const grouped = new Set(groups.flatMap((table) => table.coupleIds));
    const seated = new Set(groups.filter((table) => table.restaurantId && table.tableNumber).map((table) => table.groupId));
    const answers = (await this.reservations.forDinner(dinnerId)).filter((reservation) => seated.has(reservation.groupId));
    const venues = groups.filter((table) => seated.has(table.groupId)).map((table) => table.restaurantId!);
    const inactive = new Set((await this.seating.restaurants(venues)).filter((restaurant) => !restaurant.isActive).map((restaurant) => restaurant.id));
    return {
      unseatedCouples: [...paid].filter((coupleId) => !grouped.has(coupleId)).length,
      groupsWithoutRestaurant: groups.length - seated.size,
      tablesDeclined: answers.filter((reservation) => reservation.status === 'declined').length,
      tablesUnanswered: answers.filter((reservation) => reservation.status === 'pending').length,
      tablesAtDeactivatedRestaurants: venues.filter((restaurantId) => inactive.has(restaurantId)).length,
    };
  }
}
