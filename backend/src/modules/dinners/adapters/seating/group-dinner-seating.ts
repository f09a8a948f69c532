import { Injectable } from '@nestjs/common';
import { DinnerGroups } from '../../../matching';
import { RestaurantReads } from '../../../restaurants';
import { DinnerSeat, DinnerSeating } from '../../application/dinner-seating';

/** A couple's seat from matching's dinner groups and restaurants' catalogue. */
@Injectable()
export class GroupDinnerSeating extends DinnerSeating {
  constructor(
    private readonly groups: DinnerGroups,
    private readonly restaurants: RestaurantReads,
  ) {
    super();
  }

  async seatsOf(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerSeat>> {
    const seats = [...(await this.groups.seatsOf(coupleId, dinnerIds)).values()];
    const restaurantIds = [...new Set(seats.flatMap((seat) => (seat.restaurantId ? [seat.restaurantId] : [])))];
    const restaurants = new Map((await this.restaurants.findByIds(restaurantIds)).map((restaurant) => [restaurant.id, restaurant]));
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

  async ensureIcebreakers(groupId: string): Promise<string[]> {
    return (await this.groups.ensureIcebreakers(groupId))?.items ?? [];
  }
}
