import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { NewReservation, RestaurantReservationRepository } from '../../application/restaurant-reservation-repository';
import { ReservationStatus, StoredReservation } from '../../domain/restaurant-reservation';
import { RestaurantReservationOrmEntity } from './restaurant-reservation.orm-entity';
import { sql } from '../../../../platform/database/sql';
import { insertBatches } from '../../../../platform/database/insert-batches';

const toReservation = (row: RestaurantReservationOrmEntity): StoredReservation => ({
  id: row.id,
  dinnerId: row.dinnerId,
  groupId: row.groupId,
  restaurantId: row.restaurantId,
  tableNumber: row.tableNumber,
  partySize: row.partySize,
  status: row.status as ReservationStatus,
  revision: row.revision,
  fingerprint: row.fingerprint,
  respondedAt: row.respondedAt,
  declineReason: row.declineReason,
});

@Injectable()
export class TypeOrmRestaurantReservationRepository extends RestaurantReservationRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(RestaurantReservationOrmEntity);
  }

  async lockDinner(dinnerId: string): Promise<void> {
    await this.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext('restaurant-reservations:' || ${dinnerId}))`);
  }

  async forDinner(dinnerId: string): Promise<StoredReservation[]> {
    // A run inserts all its reservations in one transaction, at one created_at: restaurant and table keep their order fixed.
    return (await this.rows.find({ where: { dinnerId }, order: { createdAt: 'ASC', restaurantId: 'ASC', tableNumber: 'ASC', id: 'ASC' } })).map(toReservation);
  }

  async insertAll(reservations: readonly NewReservation[]): Promise<StoredReservation[]> {
    const stored: StoredReservation[] = [];
    for (const batch of insertBatches(reservations)) {
      const rows = batch.map((reservation) => ({ ...reservation, respondedAt: null, declineReason: null }));
      const { identifiers } = await this.rows.insert(rows);
      stored.push(...rows.map((row, n) => ({ ...row, id: identifiers[n].id as string })));
    }
    return stored;
  }

  async update(reservation: StoredReservation): Promise<void> {
    const { id, ...fields } = reservation;
    await this.rows.update({ id }, fields);
  }

  async lock(id: string): Promise<StoredReservation | null> {
    const row = await this.rows.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row && toReservation(row);
  }

  async find(id: string): Promise<StoredReservation | null> {
    const row = await this.rows.findOne({ where: { id } });
    return row && toReservation(row);
  }

  async answer(id: string, status: ReservationStatus, respondedAt: Date, declineReason: string | null): Promise<void> {
    await this.rows.update({ id }, { status, respondedAt, declineReason });
  }
}
