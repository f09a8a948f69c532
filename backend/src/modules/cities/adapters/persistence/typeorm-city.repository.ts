import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { isUniqueViolation } from '../../../../platform/database/unique-violation';
import type { CityStatus } from '../../../../kernel/city-registry';
import type { City, CityInput } from '../../domain/city';
import { CityErrors } from '../../domain/city-errors';
import { CityRepository } from '../../application/city-repository';
import { CityOrmEntity } from './city.orm-entity';

const toDomain = (row: CityOrmEntity): City => ({
  id: row.id,
  name: row.name,
  country: row.country,
  timeZone: row.timeZone,
  currency: row.currency,
  language: row.language,
  status: row.status as CityStatus,
  defaultFeeMinor: row.defaultFeeMinor,
});

@Injectable()
export class TypeOrmCityRepository extends CityRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(CityOrmEntity);
  }

  async all(): Promise<City[]> {
    return (await this.rows.find({ order: { createdAt: 'ASC', name: 'ASC' } })).map(toDomain);
  }

  async byId(id: string): Promise<City | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toDomain(row);
  }

  async create(city: CityInput): Promise<City> {
    try {
      return toDomain(await this.rows.save(this.rows.create(city)));
    } catch (error) {
      if (isUniqueViolation(error)) throw CityErrors.duplicate(city.name, city.country);
      throw error;
    }
  }

  async update(id: string, city: CityInput): Promise<City> {
    try {
      await this.rows.update({ id }, city);
    } catch (error) {
      if (isUniqueViolation(error)) throw CityErrors.duplicate(city.name, city.country);
      throw error;
    }
    return toDomain(await this.rows.findOneByOrFail({ id }));
  }

  async hasDinners(city: Pick<City, 'name' | 'country'>): Promise<boolean> {
    // A read of the dinners table by its spec fields (city, country): cities sit below dinners and cannot ask it.
    const [row] = await this.db.rows<{ used: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM dinner_events WHERE lower(city) = lower(${city.name}) AND lower(country) = lower(${city.country})) AS used`,
    );
    return row.used;
  }
}
