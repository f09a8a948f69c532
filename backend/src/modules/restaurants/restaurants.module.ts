import { Module } from '@nestjs/common';
import { RestaurantDirectory } from './application/restaurant-directory';
import { RestaurantReads } from './application/restaurant-reads';
import { RestaurantsDemoData } from './adapters/demo/restaurants-demo-data';
import { TypeOrmRestaurantDirectory } from './adapters/persistence/typeorm-restaurant-directory';

@Module({
  providers: [{ provide: RestaurantDirectory, useClass: TypeOrmRestaurantDirectory }, RestaurantReads, RestaurantsDemoData],
  exports: [RestaurantReads],
})
export class RestaurantsModule {}
