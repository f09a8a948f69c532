import { Injectable } from '@nestjs/common';
import { DinnerRepository, NewDinnerEvent } from '../../application/dinner-store';
import { DinnerEvent } from '../../application/dinner-views';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { TAKEN_SPOTS_SQL, toDinnerEvent } from './dinner-rows';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmDinnerRepository extends DinnerRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findById(id: string, now: Date): Promise<DinnerEvent | null> {
    const [dinner] = await this.query('d.id = :id', { id }, now);
    return dinner ?? null;
  }

  listBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerEvent[]> {
    return this.query('lower(d.city) = lower(:city) AND lower(d.country) = lower(:country) AND d.event_date > :from AND d.event_date <= :to', { city, country, from, to }, now);
  }

  listUpcoming(now: Date): Promise<DinnerEvent[]> {
    return this.query('d.event_date > :now', {}, now);
  }

  async create(event: NewDinnerEvent): Promise<DinnerEvent> {
    const repository = this.db.repository(DinnerEventOrmEntity);
    const saved = await repository.save(repository.create({ ...event, notes: event.notes ?? null }));
    return toDinnerEvent(saved, 0);
  }

  private async query(where: string, parameters: Record<string, unknown>, now: Date): Promise<DinnerEvent[]> {
    const { entities, raw } = await this.db.manager
      .getRepository(DinnerEventOrmEntity)
      .createQueryBuilder('d')
      .addSelect(TAKEN_SPOTS_SQL('d.id', ':now'), 'taken_spots')
      .where(where, { ...parameters, now })
      .orderBy('d.event_date', 'ASC')
      .getRawAndEntities<{ taken_spots: number }>();
    return entities.map((entity, index) => toDinnerEvent(entity, Number(raw[index].taken_spots)));
  }
}
