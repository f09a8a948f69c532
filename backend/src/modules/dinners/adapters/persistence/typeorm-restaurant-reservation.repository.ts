import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { NewReservation, RestaurantReservationRepository } from '../../application/reservations/restaurant-reservation-repository';
import { ReservationStatus, StoredReservation } from '../../domain/restaurant-reservation';
import { RestaurantReservationOrmEntity } from './restaurant-reservation.orm-entity';
import { sql } from '../../../../platform/database/sql';
import { unnestInsert } from '../../../../platform/database/unnest-insert';

const toReservation = (row: RestaurantReservationOrmEntity): StoredReservation => ({
  id: row.id,
  dinnerId: row.dinnerId,
  groupId: row.groupId,
  restaurantId: row.restaurantId,
  tableNumber: row.tableNumber,
  partySize: row.partySize,
  eventDate: row.eventDate,
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

  async declinedOf(dinnerIds: readonly string[]): Promise<Pick<StoredReservation, 'dinnerId' | 'restaurantId' | 'tableNumber' | 'status'>[]> {
    if (dinnerIds.length === 0) return [];
    return this.db.rows(
      sql`SELECT dinner_id AS "dinnerId", restaurant_id AS "restaurantId", table_number AS "tableNumber", status
            FROM restaurant_reservations WHERE dinner_id = ANY(${[...dinnerIds]}::uuid[]) AND status = ${'declined' satisfies ReservationStatus}`,
    );
  }

  async insertAll(reservations: readonly NewReservation[]): Promise<StoredReservation[]> {
    if (reservations.length === 0) return [];
    const stored = reservations.map((reservation) => ({ ...reservation, id: randomUUID(), respondedAt: null, declineReason: null }));
    await this.db.rows(
      unnestInsert('restaurant_reservations', stored, [
        { name: 'id', type: 'uuid', value: (r) => r.id },
        { name: 'dinner_id', type: 'uuid', value: (r) => r.dinnerId },
        { name: 'group_id', type: 'uuid', value: (r) => r.groupId },
        { name: 'restaurant_id', type: 'uuid', value: (r) => r.restaurantId },
        { name: 'table_number', type: 'integer', value: (r) => r.tableNumber },
        { name: 'party_size', type: 'integer', value: (r) => r.partySize },
        { name: 'event_date', type: 'timestamptz', value: (r) => r.eventDate },
        { name: 'status', type: 'varchar', value: (r) => r.status },
        { name: 'revision', type: 'integer', value: (r) => r.revision },
        { name: 'fingerprint', type: 'varchar', value: (r) => r.fingerprint },
      ]),
    );
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
