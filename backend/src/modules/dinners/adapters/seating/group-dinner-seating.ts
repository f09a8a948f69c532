import { Injectable } from '@nestjs/common';
import { DinnerGroups } from '../../../matching';
import type { DinnerGroupSeat } from '../../../matching';
import { RestaurantReads } from '../../../restaurants';
import type { Restaurant } from '../../../restaurants';
import { DinnerSeat, DinnerSeating, DinnerTable } from '../../application/seating/dinner-seating';

/** A couple's seat from matching's dinner groups and restaurants' catalogue. */
@Injectable()
export class GroupDinnerSeating extends DinnerSeating {
  constructor(
    private readonly groups: DinnerGroups,
    private readonly restaurants_: RestaurantReads,
  ) {
    super();
  }

  async tablesOf(dinnerId: string): Promise<DinnerTable[]> {
    return (await this.groups.groupsOf(dinnerId)).map(({ groupId, restaurantId, tableNumber, coupleIds }) => ({
      groupId,
      restaurantId,
      tableNumber,
      coupleIds,
    }));
  }

  dinnersSeatedAt(restaurantId: string): Promise<string[]> {
    return this.groups.dinnersSeatedAt(restaurantId);
  }

  restaurants(ids: readonly string[]): Promise<Restaurant[]> {
    return this.restaurants_.findByIds(ids);
  }

  async seatsOf(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerSeat>> {
    const seats = [...(await this.groups.seatsOf(coupleId, dinnerIds)).values()];
    const toSeat = await this.withRestaurants(seats);
    return new Map(seats.map((seat) => [seat.dinnerId, toSeat(seat)]));
  }

  async seatsAt(dinnerId: string): Promise<Map<string, DinnerSeat>> {
    const groups = await this.groups.groupsOf(dinnerId);
    const toSeat = await this.withRestaurants(groups);
    return new Map(groups.flatMap((group) => group.coupleIds.map((coupleId) => [coupleId, toSeat(group)] as const)));
  }

  lockGroups(dinnerId: string): Promise<void> {
    return this.groups.lockDinner(dinnerId);
  }

  async ensureIcebreakersAt(dinnerId: string, groupIds: readonly string[]): Promise<Map<string, string[]>> {
    return new Map([...(await this.groups.ensureIcebreakersAt(dinnerId, groupIds))].map(([groupId, icebreakers]) => [groupId, icebreakers.items]));
  }

  /** The groups' restaurants, read at once: a group becomes a seat. */
  private async withRestaurants(groups: readonly DinnerGroupSeat[]): Promise<(group: DinnerGroupSeat) => DinnerSeat> {
    const restaurantIds = [...new Set(groups.flatMap((group) => (group.restaurantId ? [group.restaurantId] : [])))];
    const restaurants = new Map((await this.restaurants_.findByIds(restaurantIds)).map((restaurant) => [restaurant.id, restaurant]));
    return (group) => ({
      groupId: group.groupId,
      restaurant: (group.restaurantId && restaurants.get(group.restaurantId)) || null,
      tableNumber: group.tableNumber,
      coupleIds: group.coupleIds,
      icebreakers: group.icebreakers?.items ?? [],
    });
  }
}
