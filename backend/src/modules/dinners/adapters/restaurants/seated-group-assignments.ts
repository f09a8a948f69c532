import { Injectable } from '@nestjs/common';
import { DinnerGroups } from '../../../matching';
import { RestaurantAssignments } from '../../../restaurants';
import { DinnerCalendar } from '../../application/notices/dinner-calendar';

/**
 * Restaurants' port, bound here (restaurants sits below matching and dinners): the groups
 * seated at the restaurant (matching), split by whether their dinner is still to come.
 */
@Injectable()
export class SeatedGroupAssignments extends RestaurantAssignments {
  constructor(
    private readonly groups: DinnerGroups,
    private readonly calendar: DinnerCalendar,
  ) {
    super();
  }

  async countFor(restaurantId: string, now: Date): Promise<{ upcoming: number; past: number }> {
    const dinnerIds = await this.groups.dinnersSeatedAt(restaurantId);
    const upcoming = new Set(await this.calendar.upcomingAmong([...new Set(dinnerIds)], now));
    const upcomingGroups = dinnerIds.filter((id) => upcoming.has(id)).length;
    return { upcoming: upcomingGroups, past: dinnerIds.length - upcomingGroups };
  }
}
