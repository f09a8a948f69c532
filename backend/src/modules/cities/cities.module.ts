import { Global, Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { AdminCitiesController } from './adapters/http/admin-cities.controller';
import { AdminCityChoicesController } from './adapters/http/admin-city-choices.controller';
import { CitiesController } from './adapters/http/cities.controller';
import { TypeOrmCityRepository } from './adapters/persistence/typeorm-city.repository';
import { CityAdministration } from './application/city-administration';
import { CityCatalog } from './application/city-catalog';
import { CityRepository } from './application/city-repository';

/** Global because every module that shows a time or a fee reads its city (the registry is filled here). */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [AdminCitiesController, AdminCityChoicesController, CitiesController],
  providers: [{ provide: CityRepository, useClass: TypeOrmCityRepository }, CityCatalog, CityAdministration],
  exports: [CityCatalog, CityAdministration],
})
export class CitiesModule {}
