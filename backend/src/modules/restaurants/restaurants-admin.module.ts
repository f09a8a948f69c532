import { Module } from '@nestjs/common';
import { DinnersModule } from '../dinners';
import { IdentityModule } from '../identity';
import { MatchingModule } from '../matching';
import { RestaurantAssignments } from './application/restaurant-assignments';
import { RestaurantCatalogue } from './application/restaurant-catalogue';
import { RestaurantStore } from './application/restaurant-store';
import { SeatedGroupAssignments } from './adapters/dinners/seated-group-assignments';
import { RestaurantsController } from './adapters/http/restaurants.controller';
import { TypeOrmRestaurantStore } from './adapters/persistence/typeorm-restaurant.store';

/**
 * The admin's restaurant catalogue. A module of its own because it asks dinners and
 * matching where a restaurant is seated, and both of them already depend on RestaurantsModule.
 */
@Module({
  imports: [IdentityModule, MatchingModule, DinnersModule],
  controllers: [RestaurantsController],
  providers: [{ provide: RestaurantStore, useClass: TypeOrmRestaurantStore }, { provide: RestaurantAssignments, useClass: SeatedGroupAssignments }, RestaurantCatalogue],
})
export class RestaurantsAdminModule {}
