export { CitiesModule } from './cities.module';
export { CityCatalog } from './application/city-catalog';
export { CityAdministration } from './application/city-administration';
export type { City } from './domain/city';
