import { Injectable } from '@nestjs/common';
import { DinnerRepository, NewDinnerEvent } from '../../application/dinner-store';
import { DinnerEvent, DinnerOffer, DinnerSlot } from '../../application/dinner-views';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { DINNER_EVENT_COLUMNS, DINNER_OFFER_COLUMNS, DINNER_SLOT_COLUMNS, takenSpots, toDinnerEvent } from './dinner-rows';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { DinnerStatus } from '../../domain/dinner-status';

const BOOKABLE: DinnerStatus = 'accepting_bookings';

@Injectable()
export class TypeOrmDinnerRepository extends DinnerRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async findById(id: string, now: Date): Promise<DinnerEvent | null> {
    const [dinner] = await this.db.rows<DinnerEvent>(
      sql`SELECT ${DINNER_EVENT_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d WHERE d.id = ${id}`,
    );
    return dinner ?? null;
  }

  listOfferedBetween(city: string, country: string, from: Date, to: Date, now: Date): Promise<DinnerOffer[]> {
    return this.db.rows<DinnerOffer>(
      sql`SELECT ${DINNER_OFFER_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d
        WHERE lower(d.city) = lower(${city}) AND lower(d.country) = lower(${country}) AND d.event_date > ${from} AND d.event_date <= ${to}
          AND d.is_active AND d.status = ${BOOKABLE}
        ORDER BY d.event_date ASC`,
    );
  }

  listBookableSlots(city: string, country: string, until: Date, now: Date): Promise<DinnerSlot[]> {
    return this.slots(
      sql`lower(d.city) = lower(${city}) AND lower(d.country) = lower(${country}) AND d.event_date > ${now} AND d.event_date <= ${until}
       AND d.is_active AND d.status = ${BOOKABLE} AND d.booking_deadline > ${now}`,
      now,
    );
  }

  listUpcomingSlots(now: Date): Promise<DinnerSlot[]> {
    return this.slots(sql`d.event_date > ${now}`, now);
  }

  async create(event: NewDinnerEvent): Promise<DinnerEvent> {
    const repository = this.db.repository(DinnerEventOrmEntity);
    const saved = await repository.save(repository.create({ ...event, notes: event.notes ?? null }));
    return toDinnerEvent(saved, 0);
  }

  /** The slot lists are the longest answers: only the columns they show, filtered in the database. */
  private slots(where: Sql, now: Date): Promise<DinnerSlot[]> {
    return this.db.rows<DinnerSlot>(
      sql`SELECT ${DINNER_SLOT_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots" FROM dinner_events d WHERE ${where} ORDER BY d.event_date ASC`,
    );
  }
}
