import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { StandbyRepository } from '../../application/table-social/standby-repository';
import { ACTIVE_STANDBY, StandbyEntry, StandbyStatus } from '../../domain/standby';
import { DinnerStandbyOrmEntity } from './dinner-standby.orm-entity';

const toEntry = (row: DinnerStandbyOrmEntity): StandbyEntry => ({
  id: row.id,
  dinnerId: row.dinnerId,
  coupleId: row.coupleId,
  userId: row.userId,
  status: row.status as StandbyStatus,
  joinedAt: row.joinedAt,
  offeredAt: row.offeredAt,
  bookingId: row.bookingId,
});

/** First come first: by the time of joining, then by the row's creation (two joins in the same instant keep their order). */
@Injectable()
export class TypeOrmStandbyRepository extends StandbyRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(DinnerStandbyOrmEntity);
  }

  async findActive(dinnerId: string, coupleId: string): Promise<StandbyEntry | null> {
    const row = await this.rows.findOne({ where: { dinnerId, coupleId, status: In([...ACTIVE_STANDBY]) } });
    return row && toEntry(row);
  }

  async join(entry: Pick<StandbyEntry, 'dinnerId' | 'coupleId' | 'userId' | 'joinedAt'>): Promise<StandbyEntry> {
    const existing = await this.findActive(entry.dinnerId, entry.coupleId);
    if (existing) return existing;
    // Both partners joining at the same instant: the unique index refuses the second (409), the first stands.
    return toEntry(await this.rows.save(this.rows.create({ ...entry, status: 'waiting', offeredAt: null, bookingId: null })));
  }

  async listActive(dinnerId: string, lock: boolean): Promise<StandbyEntry[]> {
    const rows = await this.rows.find({
      where: { dinnerId, status: In([...ACTIVE_STANDBY]) },
      order: { joinedAt: 'ASC', createdAt: 'ASC', id: 'ASC' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return rows.map(toEntry);
  }

  async setStatus(id: string, status: StandbyStatus, at: Date, bookingId?: string | null): Promise<void> {
    await this.rows.update({ id }, { status, ...(status === 'offered' ? { offeredAt: at } : {}), ...(bookingId !== undefined ? { bookingId } : {}) });
  }

  async dinnersWithActive(): Promise<string[]> {
    const rows = await this.db.rows<{ dinner_id: string }>(sql`SELECT DISTINCT dinner_id FROM dinner_standby WHERE status = ANY(${ACTIVE_STANDBY})`);
    return rows.map((row) => row.dinner_id);
  }

  async listAll(dinnerId: string): Promise<StandbyEntry[]> {
    return (await this.rows.find({ where: { dinnerId }, order: { joinedAt: 'ASC', createdAt: 'ASC', id: 'ASC' } })).map(toEntry);
  }
}
