import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Icebreakers } from '../domain/icebreakers';
import { DinnerGroupSeat, DinnerGroupStore, MatchSummary, NewDinnerGroup } from './dinner-group-store';
import { GroupIcebreakers } from './group-icebreakers';

/** What other modules may ask of dinner groups: exported from the module's index.ts. */
@Injectable()
export class DinnerGroups {
  constructor(
    private readonly groups: DinnerGroupStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly icebreakers: GroupIcebreakers,
  ) {}

  /** The reveal: the group's conversation starters, written now if it has none (outside any transaction: the AI may take seconds). */
  ensureIcebreakers(groupId: string): Promise<Icebreakers | null> {
    return this.icebreakers.ensure(groupId);
  }

  /** The reveal of a dinner's tables: their groups' conversation starters, by group id, those without any written now (outside any transaction). */
  ensureIcebreakersAt(dinnerId: string, groupIds: readonly string[]): Promise<Map<string, Icebreakers>> {
    return this.icebreakers.ensureAt(dinnerId, groupIds);
  }

  /** Within a unit of work: waits for, and then holds off, every change to the dinner's groups until it ends. */
  lockDinner(dinnerId: string): Promise<void> {
    return this.groups.lockDinner(dinnerId);
  }

  /** Where a couple sits at each of these dinners (its group, the other couples, restaurant and table), by dinner id. */
  seatsOf(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerGroupSeat>> {
    return this.groups.findSeats(coupleId, dinnerIds);
  }

  /** The dinner's groups with their restaurant, table and couples (restaurant reservations, the operations page). */
  async groupsOf(dinnerId: string): Promise<DinnerGroupSeat[]> {
    return (await this.groups.listGroups(dinnerId)).map((group) => ({
      groupId: group.id,
      dinnerId: group.dinnerId,
      restaurantId: group.restaurantId,
      tableNumber: group.tableNumber,
      coupleIds: group.participants.map((participant) => participant.coupleId),
      icebreakers: group.icebreakers ?? null,
    }));
  }

  /** Demo data: a group written as is (matching runs form them later). */
  create(group: NewDinnerGroup): Promise<string> {
    return this.unitOfWork.run(() => this.groups.create(group));
  }

  /** The admin's dinner lists: per dinner, its groups and seated couples. */
  summaries(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>> {
    return this.groups.summaries(dinnerIds);
  }

  /** Restaurants: the dinner of every group seated at the restaurant. */
  dinnersSeatedAt(restaurantId: string): Promise<string[]> {
    return this.groups.dinnersSeatedAt(restaurantId);
  }
}
