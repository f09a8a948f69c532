import { Injectable } from '@nestjs/common';
import { DinnerGroups } from '../../../matching';
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
    const restaurantIds = [...new Set(seats.flatMap((seat) => (seat.restaurantId ? [seat.restaurantId] : [])))];
    const restaurants = new Map((await this.restaurants_.findByIds(restaurantIds)).map((restaurant) => [restaurant.id, restaurant]));
    return new Map(
      seats.map((seat) => [
        seat.dinnerId,
        {
          groupId: seat.groupId,
          restaurant: (seat.restaurantId && restaurants.get(seat.restaurantId)) || null,
          tableNumber: seat.tableNumber,
          coupleIds: seat.coupleIds,
          icebreakers: seat.icebreakers?.items ?? [],
        },
      ]),
    );
  }

  lockGroups(dinnerId: string): Promise<void> {
    return this.groups.lockDinner(dinnerId);
  }

  async ensureIcebreakers(groupId: string): Promise<string[]> {
    return (await this.groups.ensureIcebreakers(groupId))?.items ?? [];
  }
}
