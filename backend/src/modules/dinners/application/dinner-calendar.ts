import { Injectable } from '@nestjs/common';
import { DinnerEventAdminStore } from './dinner-event-admin-store';

/** For other modules: which dinners are still to come (restaurants keeps a seated restaurant). */
@Injectable()
export class DinnerCalendar {
  constructor(private readonly events: DinnerEventAdminStore) {}

  upcomingAmong(dinnerIds: readonly string[], now: Date): Promise<string[]> {
    return dinnerIds.length === 0 ? Promise.resolve([]) : this.events.upcomingAmong(dinnerIds, now);
  }
}
