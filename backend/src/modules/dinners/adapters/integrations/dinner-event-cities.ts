import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventCities } from '../../../integrations';
import { DinnerSeating } from '../../application/seating/dinner-seating';
import { IntegratorQueries } from '../../application/dinner-events/integrator-reads';

/** Tells integrations where a dinner's and a restaurant's events happen, so a key's endpoints receive only its cities' events. */
@Injectable()
export class DinnerEventCities implements OnModuleInit {
  constructor(
    private readonly cities: EventCities,
    private readonly queries: IntegratorQueries,
    private readonly seating: DinnerSeating,
  ) {}

  onModuleInit(): void {
    this.cities.register('dinner', (dinnerId) => this.queries.cityOfDinner(dinnerId));
    this.cities.register('restaurant', async (restaurantId) => (await this.seating.restaurants([restaurantId]))[0]?.city ?? null);
  }
}
