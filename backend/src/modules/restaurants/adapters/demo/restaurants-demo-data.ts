import { Injectable } from '@nestjs/common';
import { DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { RestaurantDirectory } from '../../application/restaurant-directory';
import { DEMO_RESTAURANTS } from './demo-restaurants';

/** Dublin partner restaurants, before the dinners that are seated in them (order 50). */
@Injectable()
export class RestaurantsDemoData implements DemoDataContributor {
  readonly order = 40;
  readonly credentials = [];

  constructor(
    demoData: DemoData,
    private readonly restaurants: RestaurantDirectory,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    for (const restaurant of DEMO_RESTAURANTS) await this.restaurants.ensure(restaurant);
  }
}
