import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { EventLog } from '../../../platform/events/event-log';
import type { Restaurant, RestaurantFields } from '../domain/restaurant';
import { RestaurantErrors } from '../domain/restaurant-errors';
import { RESTAURANT_CHANGED_EVENT, RESTAURANT_DEACTIVATED_EVENT, RestaurantChanged, restaurantFacts } from '../domain/restaurant-events';
import { RestaurantAssignments } from './restaurant-assignments';
import { RestaurantStore } from './restaurant-store';

export type RestaurantRemoval = { outcome: 'deleted' } | { outcome: 'deactivated'; upcoming: number; past: number };

/** The admin's restaurant management (admin-side spec, sections 2, 5 and 7). */
@Injectable()
export class RestaurantCatalogue {
  constructor(
    private readonly store: RestaurantStore,
    private readonly assignments: RestaurantAssignments,
    private readonly log: EventLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Restaurant[]> {
    return this.store.list();
  }

  create(fields: RestaurantFields): Promise<Restaurant> {
    return this.store.create(fields);
  }

  /** The edit and its `restaurant.changed` event commit together: the dinners seated there follow as subscribers. */
  update(id: string, fields: RestaurantFields, adminId: string | null): Promise<Restaurant> {
    return this.unitOfWork.run(async () => {
      const before = await this.store.findById(id);
      const updated = await this.store.update(id, fields);
      if (!before || !updated) throw RestaurantErrors.notFound();
      const payload: RestaurantChanged = { restaurantId: id, before: restaurantFacts(before), after: restaurantFacts(updated) };
      if (JSON.stringify(payload.before) !== JSON.stringify(payload.after))
        await this.log.append({ type: RESTAURANT_CHANGED_EVENT, aggregateType: 'restaurant', aggregateId: id, payload, actor: { type: 'admin', id: adminId } });
      return updated;
    });
  }

  /**
   * A restaurant seated in any dinner is deactivated rather than deleted: upcoming groups
   * keep their table and past dinners keep their history. Others are deleted.
   */
  async remove(id: string, adminId: string | null): Promise<RestaurantRemoval> {
    if (!(await this.store.findById(id))) throw RestaurantErrors.notFound();
    const seated = await this.assignments.countFor(id, this.clock.now());
    if (seated.upcoming + seated.past > 0) {
      await this.unitOfWork.run(async () => {
        await this.store.deactivate(id);
        await this.log.append({
          type: RESTAURANT_DEACTIVATED_EVENT,
          aggregateType: 'restaurant',
          aggregateId: id,
          payload: { restaurantId: id },
          actor: { type: 'admin', id: adminId },
        });
      });
      return { outcome: 'deactivated', ...seated };
    }
    await this.store.delete(id);
    return { outcome: 'deleted' };
  }
}
