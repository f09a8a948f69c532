import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { Restaurant, RestaurantDirectory, RestaurantFields } from '../../application/restaurant-directory';
import { RestaurantOrmEntity } from './restaurant.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { selectAs } from '../../../../platform/database/select-as';
import { raw, sql } from '../../../../platform/database/sql';

const RESTAURANT_FIELDS: Record<Exclude<keyof Restaurant, 'avgRating'>, string> = {
  id: 'id',
  name: 'name',
  address: 'address',
  city: 'city',
  country: 'country',
  phone: 'phone',
  website: 'website',
  email: 'email',
  description: 'description',
  cuisineTypes: 'cuisine_types',
  priceRange: 'price_range',
  dietaryAccommodations: 'dietary_accommodations',
  diningVibeTags: 'dining_vibe_tags',
  maxPartySize: 'max_party_size',
  tablesPerNight: 'tables_per_night',
  isActive: 'is_active',
};
/** A Restaurant as a row (numeric(2,1) is exact as a double). */
const RESTAURANT_COLUMNS = `${selectAs('r', RESTAURANT_FIELDS)}, r.avg_rating::float8 AS "avgRating"`;

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
    // Plain SQL: the seats of every booking a couple lists read their restaurants here.
    return this.db.rows(sql`SELECT ${raw(RESTAURANT_COLUMNS)} FROM restaurants r WHERE r.id = ANY(${ids}::uuid[])`);
  }

  /** Every restaurant of the city (any letter case), active or not, by name. */
  listInCity(city: string, country: string): Promise<Restaurant[]> {
    // Plain SQL: a matching run reads the city's restaurants as it starts, when the event loop is busiest.
    return this.db.rows(
      sql`SELECT ${raw(RESTAURANT_COLUMNS)} FROM restaurants r WHERE r.city ILIKE ${escapeLike(city)} AND r.country ILIKE ${escapeLike(country)} ORDER BY r.name`,
    );
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
    email: row.email,
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
