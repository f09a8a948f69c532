import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Restaurant, RestaurantDirectory, RestaurantFields } from '../../application/restaurant-directory';
import { RestaurantOrmEntity } from './restaurant.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmRestaurantDirectory extends RestaurantDirectory {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findById(id: string): Promise<Restaurant | null> {
    const row = await this.db.repository(RestaurantOrmEntity).findOneBy({ id });
    return row ? toRestaurant(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Restaurant[]> {
    if (ids.length === 0) return [];
    return (await this.db.repository(RestaurantOrmEntity).findBy({ id: In([...ids]) })).map(toRestaurant);
  }

  /** Every restaurant of the city (any letter case), active or not, by name. */
  async listInCity(city: string, country: string): Promise<Restaurant[]> {
    const rows = await this.db
      .repository(RestaurantOrmEntity)
      .createQueryBuilder('r')
      .where('lower(r.city) = lower(:city) AND lower(r.country) = lower(:country)', { city, country })
      .orderBy('r.name', 'ASC')
      .getMany();
    return rows.map(toRestaurant);
  }

  async findByName(name: string, city: string): Promise<Restaurant | null> {
    const row = await this.db.repository(RestaurantOrmEntity).findOneBy({ name, city });
    return row ? toRestaurant(row) : null;
  }

  async ensure(fields: RestaurantFields): Promise<Restaurant> {
    const existing = await this.findByName(fields.name, fields.city);
    if (existing) return existing;
    const repository = this.db.repository(RestaurantOrmEntity);
    return toRestaurant(await repository.save(repository.create(fields)));
  }
}

export function toRestaurant(row: RestaurantOrmEntity): Restaurant {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    phone: row.phone,
    website: row.website,
    description: row.description,
    cuisineTypes: row.cuisineTypes,
    priceRange: row.priceRange,
    dietaryAccommodations: row.dietaryAccommodations,
    diningVibeTags: row.diningVibeTags,
    avgRating: Number(row.avgRating),
    maxPartySize: row.maxPartySize,
    tablesPerNight: row.tablesPerNight,
    isActive: row.isActive,
  };
}
