import { DynamicModule, Module, Type } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { RestaurantCatalogue } from './application/restaurant-catalogue';
import { RestaurantStore } from './application/restaurant-store';
import { RestaurantsController } from './adapters/http/restaurants.controller';
import { TypeOrmRestaurantStore } from './adapters/persistence/typeorm-restaurant.store';

/**
 * The admin's restaurant catalogue. A module of its own because it asks where a restaurant
 * is seated (the RestaurantAssignments port), which only the dinners module, above
 * restaurants, can answer.
 */
@Module({
  imports: [IdentityModule],
  controllers: [RestaurantsController],
  providers: [{ provide: RestaurantStore, useClass: TypeOrmRestaurantStore }, RestaurantCatalogue],
})
export class RestaurantsAdminModule {
  /**
   * `dinners`: the Nest module that binds and exports RestaurantAssignments. The composition
   * root passes it in, so that restaurants never imports the modules above it.
   */
  static register({ dinners }: { dinners: Type }): DynamicModule {
    return { module: RestaurantsAdminModule, imports: [dinners] };
  }
}
