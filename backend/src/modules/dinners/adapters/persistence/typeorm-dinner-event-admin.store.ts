import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerEventAdminStore, DinnerEventChanges, DinnerEventWithPaid, PaidSeat } from '../../application/dinner-event-admin-store';
import { DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { TAKEN_SPOTS_SQL, toDinnerEvent } from './dinner-rows';

const PAID_SQL = (dinnerColumn: string) => `(SELECT count(*)::int FROM dinner_bookings pb WHERE pb.dinner_id = ${dinnerColumn} AND pb.status IN ('confirmed', 'attended'))`;

@Injectable()
export class TypeOrmDinnerEventAdminStore extends DinnerEventAdminStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get manager(): EntityManager {
    return this.db.manager;
  }

  async listAll(now: Date): Promise<DinnerEventWithPaid[]> {
    const { entities, raw } = await this.manager
      .getRepository(DinnerEventOrmEntity)
      .createQueryBuilder('d')
      .addSelect(TAKEN_SPOTS_SQL('d.id', ':now'), 'taken_spots')
      .addSelect(PAID_SQL('d.id'), 'paid_bookings')
      .setParameter('now', now)
      .orderBy('d.event_date', 'ASC')
      .getRawAndEntities<{ taken_spots: number; paid_bookings: number }>();
    return entities.map((entity, index) => ({ ...toDinnerEvent(entity, Number(raw[index].taken_spots)), paidBookings: Number(raw[index].paid_bookings) }));
  }

  async lock(id: string, now: Date): Promise<DinnerEvent | null> {
    const row = await this.manager.getRepository(DinnerEventOrmEntity).createQueryBuilder('d').setLock('pessimistic_write').where('d.id = :id', { id }).getOne();
    if (!row) return null;
    const [{ taken }]: { taken: number }[] = await this.manager.query(`SELECT ${TAKEN_SPOTS_SQL('$1', '$2')} AS taken`, [id, now]);
    return toDinnerEvent(row, Number(taken));
  }

  async update(id: string, changes: DinnerEventChanges): Promise<void> {
    await this.manager.getRepository(DinnerEventOrmEntity).update({ id }, changes);
  }

  async delete(id: string): Promise<void> {
    await this.manager.getRepository(DinnerBookingOrmEntity).delete({ dinnerId: id });
    await this.manager.getRepository(DinnerEventOrmEntity).delete({ id });
  }

  async paidSeats(id: string): Promise<PaidSeat[]> {
    const rows = await this.manager.getRepository(DinnerBookingOrmEntity).find({ where: { dinnerId: id, status: In(['confirmed', 'attended']) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ bookingId: row.id, coupleId: row.coupleId }));
  }

  async cancelBySystem(id: string, now: Date): Promise<void> {
    await this.manager.getRepository(DinnerEventOrmEntity).update({ id }, { status: 'cancelled_by_system', isActive: false });
    await this.manager
      .getRepository(DinnerBookingOrmEntity)
      .update({ dinnerId: id, status: In(['pending_payment', 'confirmed']) }, { status: 'cancelled', cancelledAt: now, holdExpiresAt: null });
  }

  async latestFeeCents(): Promise<number | null> {
    const latest = await this.manager.getRepository(DinnerEventOrmEntity).findOne({ where: {}, order: { createdAt: 'DESC' } });
    return latest?.logisticsFeeCents ?? null;
  }

  async upcomingAmong(ids: readonly string[], now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.manager.query('SELECT id FROM dinner_events WHERE id = ANY($1::uuid[]) AND event_date > $2', [ids, now]);
    return rows.map((row) => row.id);
  }
}
