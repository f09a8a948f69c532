import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { assertChangeAllowed, type City, type CityInput, normalizeCity } from '../domain/city';
import { CityErrors } from '../domain/city-errors';
import { CityCatalog } from './city-catalog';
import { CityRepository } from './city-repository';

/** Owners manage the cities (issue 49): list, create, edit (status included). */
@Injectable()
export class CityAdministration {
  constructor(
    private readonly cities: CityRepository,
    private readonly catalog: CityCatalog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  list(): Promise<City[]> {
    return this.cities.all();
  }

  async create(input: CityInput): Promise<City> {
    const city = await this.cities.create(normalizeCity(input));
    await this.catalog.refresh();
    return city;
  }

  async update(id: string, input: CityInput): Promise<City> {
    const city = await this.unitOfWork.run(async () => {
      const before = await this.cities.byId(id);
      if (!before) throw CityErrors.notFound();
      const after = normalizeCity(input);
      assertChangeAllowed(before, after, await this.cities.hasDinners(before));
      return this.cities.update(id, after);
    });
    await this.catalog.refresh();
    return city;
  }
}
