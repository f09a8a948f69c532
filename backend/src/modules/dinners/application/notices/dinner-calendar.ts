import { Injectable } from '@nestjs/common';
import { DinnerEventQueries } from '../dinner-events/dinner-event-queries';

/** For other modules: which dinners are still to come (restaurants keeps a seated restaurant). */
@Injectable()
export class DinnerCalendar {
  constructor(private readonly events: DinnerEventQueries) {}

  upcomingAmong(dinnerIds: readonly string[], now: Date): Promise<string[]> {
    return dinnerIds.length === 0 ? Promise.resolve([]) : this.events.upcomingAmong(dinnerIds, now);
  }
}
