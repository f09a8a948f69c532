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

  async seatOf(dinnerId: string, coupleId: string): Promise<DinnerSeat | null> {
    const seat = await this.groups.seatOf(dinnerId, coupleId);
    if (!seat) return null;
    const restaurant = seat.restaurantId ? await this.restaurants.findById(seat.restaurantId) : null;
    return { restaurant, tableNumber: seat.tableNumber, coupleIds: seat.coupleIds };
  }
}
