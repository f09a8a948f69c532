import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { RestaurantStore } from '../../application/restaurant-store';
import type { Restaurant, RestaurantFields } from '../../domain/restaurant';
import { toRestaurant } from './typeorm-restaurant-directory';
import { RestaurantOrmEntity } from './restaurant.orm-entity';

@Injectable()
export class TypeOrmRestaurantStore extends RestaurantStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(RestaurantOrmEntity);
  }

  async list(): Promise<Restaurant[]> {
    return (await this.rows.find({ order: { name: 'ASC' } })).map(toRestaurant);
  }

  async findById(id: string): Promise<Restaurant | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toRestaurant(row) : null;
  }

  async create(fields: RestaurantFields): Promise<Restaurant> {
    return toRestaurant(await this.rows.save(this.rows.create(fields)));
  }

  async update(id: string, fields: RestaurantFields): Promise<Restaurant | null> {
    const result = await this.rows.update({ id }, fields);
    return result.affected ? this.findById(id) : null;
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async deactivate(id: string): Promise<void> {
    await this.rows.update({ id }, { isActive: false });
  }
}
