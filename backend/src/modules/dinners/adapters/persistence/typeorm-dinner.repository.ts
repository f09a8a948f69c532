import { Injectable } from '@nestjs/common';
import { DinnerEventChanges, DinnerRepository, NewDinnerEvent } from '../../application/dinner-events/dinner-repository';
import { DinnerEvent } from '../../application/dinner-events/dinner-views';
import { DinnerStatus } from '../../domain/dinner-status';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { takenSpots } from './booking.mapper';
import { DINNER_EVENT_COLUMNS, toDinnerEvent } from './dinner-event.mapper';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { raw, sql } from '../../../../platform/database/sql';

@Injectable()
export class TypeOrmDinnerRepository extends DinnerRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(DinnerEventOrmEntity);
  }

  /** One statement: a dinner's page reads it. */
  async findById(id: string, now: Date): Promise<DinnerEvent | null> {
    const [dinner] = await this.db.rows<DinnerEvent>(
      sql`SELECT ${DINNER_EVENT_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d WHERE d.id = ${id}`,
    );
    return dinner ?? null;
  }

  async lock(id: string, now: Date): Promise<DinnerEvent | null> {
    const row = await this.lockRow(id);
    return row && { ...row, takenSpots: await this.takenSpots(id, now) };
  }

  /** Plain SQL: a booking rush queues on this lock, so what runs while it is held costs as little as it can. */
  async lockRow(id: string): Promise<Omit<DinnerEvent, 'takenSpots'> | null> {
    const [row] = await this.db.rows<Omit<DinnerEvent, 'takenSpots'>>(sql`SELECT ${DINNER_EVENT_COLUMNS} FROM dinner_events d WHERE d.id = ${id} FOR UPDATE`);
    return row ?? null;
  }

  async create(event: NewDinnerEvent): Promise<DinnerEvent> {
    const saved = await this.rows.save(this.rows.create({ ...event, notes: event.notes ?? null }));
    return toDinnerEvent(saved, 0);
  }

  async update(id: string, changes: DinnerEventChanges): Promise<void> {
    await this.rows.update({ id }, changes);
  }

  async setStatus(id: string, status: DinnerStatus): Promise<void> {
    await this.rows.update({ id }, { status });
  }

  async cancelBySystem(id: string): Promise<void> {
    await this.rows.update({ id }, { status: 'cancelled_by_system' satisfies DinnerStatus, isActive: false });
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  private async takenSpots(id: string, now: Date): Promise<number> {
    const [{ taken }] = await this.db.rows<{ taken: number }>(sql`SELECT ${takenSpots(sql`${id}::uuid`, now)} AS taken`);
    return Number(taken);
  }
}
