import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import type { Restaurant, RestaurantFields } from '../domain/restaurant';
import { RestaurantErrors } from '../domain/restaurant-errors';
import { RestaurantAssignments } from './restaurant-assignments';
import { RestaurantStore } from './restaurant-store';

export type RestaurantRemoval = { outcome: 'deleted' } | { outcome: 'deactivated'; upcoming: number; past: number };

/** The admin's restaurant management (admin-side spec, sections 2, 5 and 7). */
@Injectable()
export class RestaurantCatalogue {
  constructor(
    private readonly store: RestaurantStore,
    private readonly assignments: RestaurantAssignments,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Restaurant[]> {
    return this.store.list();
  }

  create(fields: RestaurantFields): Promise<Restaurant> {
    return this.store.create(fields);
  }

  async update(id: string, fields: RestaurantFields): Promise<Restaurant> {
    const updated = await this.store.update(id, fields);
    if (!updated) throw RestaurantErrors.notFound();
    return updated;
  }

  /**
   * A restaurant seated in any dinner is deactivated rather than deleted: upcoming groups
   * keep their table and past dinners keep their history. Others are deleted.
   */
  async remove(id: string): Promise<RestaurantRemoval> {
    if (!(await this.store.findById(id))) throw RestaurantErrors.notFound();
    const seated = await this.assignments.countFor(id, this.clock.now());
    if (seated.upcoming + seated.past > 0) {
      await this.store.deactivate(id);
      return { outcome: 'deactivated', ...seated };
    }
    await this.store.delete(id);
    return { outcome: 'deleted' };
  }
}
