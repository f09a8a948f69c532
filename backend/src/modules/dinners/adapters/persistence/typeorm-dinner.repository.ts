import { Injectable } from '@nestjs/common';
import { DinnerRepository, NewDinnerEvent } from '../../application/dinner-store';
import { DinnerEvent, DinnerOffer, DinnerSlot } from '../../application/dinner-views';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { DINNER_EVENT_COLUMNS, DINNER_OFFER_COLUMNS, DINNER_SLOT_COLUMNS, TAKEN_SPOTS_SQL, toDinnerEvent } from './dinner-rows';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class TypeOrmDinnerRepository extends DinnerRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findById(id: string, now: Date): Promise<DinnerEvent | null> {
    const [dinner] = await this.query('d.id = $2', [id], now);
    return dinner ?? null;
  }

  listOfferedBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerOffer[]> {
    return this.db.manager.query(
      `SELECT ${DINNER_OFFER_COLUMNS}, ${TAKEN_SPOTS_SQL('d.id', '$1')} AS "takenSpots" FROM dinner_events d
        WHERE lower(d.city) = lower($2) AND lower(d.country) = lower($3) AND d.event_date > $4 AND d.event_date <= $5
          AND d.is_active AND d.status = 'accepting_bookings'
        ORDER BY d.event_date ASC`,
      [now, city, country, from, to],
    );
  }

  listBookableSlots(city: string, country: string, until: Date, now: Date): Promise<DinnerSlot[]> {
    return this.slots(
      `lower(d.city) = lower($2) AND lower(d.country) = lower($3) AND d.event_date > $1 AND d.event_date <= $4
       AND d.is_active AND d.status = 'accepting_bookings' AND d.booking_deadline > $1`,
      [city, country, until],
      now,
    );
  }

  listUpcomingSlots(now: Date): Promise<DinnerSlot[]> {
    return this.slots('d.event_date > $1', [], now);
  }

  async create(event: NewDinnerEvent): Promise<DinnerEvent> {
    const repository = this.db.repository(DinnerEventOrmEntity);
    const saved = await repository.save(repository.create({ ...event, notes: event.notes ?? null }));
    return toDinnerEvent(saved, 0);
  }

  /** The slot lists are the longest answers: only the columns they show, filtered in the database. Parameters as `query`. */
  private slots(where: string, parameters: unknown[], now: Date): Promise<DinnerSlot[]> {
    return this.db.manager.query(`SELECT ${DINNER_SLOT_COLUMNS}, ${TAKEN_SPOTS_SQL('d.id', '$1')} AS "takenSpots" FROM dinner_events d WHERE ${where} ORDER BY d.event_date ASC`, [
      now,
      ...parameters,
    ]);
  }

  /** Plain SQL (these are the couple side's hot reads); `$1` is now, `where` numbers its parameters from `$2`. */
  private query(where: string, parameters: unknown[], now: Date): Promise<DinnerEvent[]> {
    return this.db.manager.query(`SELECT ${DINNER_EVENT_COLUMNS}, ${TAKEN_SPOTS_SQL('d.id', '$1')} AS "takenSpots" FROM dinner_events d WHERE ${where} ORDER BY d.event_date ASC`, [
      now,
      ...parameters,
    ]);
  }
}
