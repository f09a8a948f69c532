import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { DinnerGroupSeat, DinnerGroupStore, NewDinnerGroup } from './dinner-group-store';

/** What other modules may ask of dinner groups: exported from the module's index.ts. */
@Injectable()
export class DinnerGroups {
  constructor(
    private readonly groups: DinnerGroupStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Where a couple sits for a dinner: its group, the other couples, restaurant and table. */
  seatOf(dinnerId: string, coupleId: string): Promise<DinnerGroupSeat | null> {
    return this.groups.findSeat(dinnerId, coupleId);
  }

  /** Per dinner: its groups and the couples seated in them (admin dinner history). */
  summaries(dinnerIds: readonly string[]): Promise<Map<string, { groups: number; seatedCouples: number }>> {
    return this.groups.summaries(dinnerIds);
  }

  /** The dinner of every group seated at the restaurant, one entry per group. */
  dinnersSeatedAt(restaurantId: string): Promise<string[]> {
    return this.groups.dinnersSeatedAt(restaurantId);
  }

  /** Demo data: a group written as is (matching runs form them later). */
  create(group: NewDinnerGroup): Promise<string> {
    return this.unitOfWork.run(() => this.groups.create(group));
  }
}
