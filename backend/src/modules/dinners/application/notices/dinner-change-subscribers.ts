import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { RESTAURANT_CHANGED_EVENT, RestaurantChanged, renewsReservations } from '../../../restaurants';
import { DinnerCalendar } from './dinner-calendar';
import { DinnerSeating } from '../seating/dinner-seating';
import { DinnerChangeNotices } from './dinner-change-notices';
import { RestaurantReservations } from '../reservations/restaurant-reservations';
import { DINNER_CHANGE_EVENTS, DINNER_EVENTS, dinnerChangeOf, dinnerOf } from '../../domain/dinner-events';

/**
 * The consequences of a dinner's changes, each a subscriber of the event log with its own
 * cursor: the couples concerned are mailed (with their calendar entry updated), and the
 * restaurants are told what changed at their tables; a restaurant's own edit reaches the
 * dinners still to come that are seated there.
 */
@Injectable()
export class DinnerChangeSubscribers implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly notices: DinnerChangeNotices,
    private readonly reservations: RestaurantReservations,
    private readonly seating: DinnerSeating,
    private readonly calendar: DinnerCalendar,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'dinners.couple-notices',
      types: [...DINNER_CHANGE_EVENTS, RESTAURANT_CHANGED_EVENT],
      handle: async (event) => {
        if (event.type !== RESTAURANT_CHANGED_EVENT) return this.notices.tell(dinnerChangeOf(event.payload));
        const change = event.payload as RestaurantChanged;
        await this.notices.tellRestaurantChanged(change, await this.upcomingSeatedAt(change.restaurantId));
      },
    });
    this.subscribers.register({
      name: 'dinners.restaurant-reservations',
      types: [...DINNER_EVENTS, RESTAURANT_CHANGED_EVENT],
      handle: async (event) => {
        if (event.type !== RESTAURANT_CHANGED_EVENT) return this.reservations.sync(dinnerOf(event.payload));
        const change = event.payload as RestaurantChanged;
        if (!renewsReservations(change)) return;
        for (const dinnerId of await this.upcomingSeatedAt(change.restaurantId)) await this.reservations.sync(dinnerId, change.restaurantId);
      },
    });
  }

  /** The dinners still to come with a group at the restaurant, as the event is handled. */
  private async upcomingSeatedAt(restaurantId: string): Promise<string[]> {
    return this.calendar.upcomingAmong([...new Set(await this.seating.dinnersSeatedAt(restaurantId))], this.clock.now());
  }
}
