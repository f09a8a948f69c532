import { Module } from '@nestjs/common';
import { RestaurantsDemoData } from './adapters/demo/restaurants-demo-data';
import { RestaurantDirectory } from './adapters/persistence/restaurant-directory';

@Module({
  providers: [RestaurantDirectory, RestaurantsDemoData],
  exports: [RestaurantDirectory],
})
export class RestaurantsModule {}
