import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerMatchingStore, PaidBooking } from '../../application/dinner-matching-store';
import { DinnerEvent } from '../../application/dinner-views';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { toDinnerEvent } from './dinner-rows';

@Injectable()
export class TypeOrmDinnerMatchingStore extends DinnerMatchingStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findDinner(dinnerId: string): Promise<Omit<DinnerEvent, 'takenSpots'> | null> {
    const row = await this.db.repository(DinnerEventOrmEntity).findOneBy({ id: dinnerId });
    if (!row) return null;
    const { takenSpots: _taken, ...dinner } = toDinnerEvent(row, 0);
    return dinner;
  }

  async sameNight(city: string, country: string, eventDate: Date, timeZone: string): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(
      `SELECT id FROM dinner_events
        WHERE lower(city) = lower($1) AND lower(country) = lower($2)
          AND (event_date AT TIME ZONE $4)::date = ($3::timestamptz AT TIME ZONE $4)::date`,
      [city, country, eventDate, timeZone],
    );
    return rows.map((row) => row.id);
  }

  async paidBookings(dinnerId: string): Promise<PaidBooking[]> {
    const rows: { id: string; couple_id: string; created_at: Date }[] = await this.db.manager.query(
      `SELECT id, couple_id, created_at FROM dinner_bookings WHERE dinner_id = $1 AND status IN ('confirmed', 'attended') ORDER BY created_at, id`,
      [dinnerId],
    );
    return rows.map((row) => ({ bookingId: row.id, coupleId: row.couple_id, bookedAt: row.created_at }));
  }

  async setStatus(dinnerId: string, status: string): Promise<void> {
    await this.db.repository(DinnerEventOrmEntity).update({ id: dinnerId }, { status });
  }
}
