import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { CalendarRevisions } from '../../application/calendar-revisions';

@Injectable()
export class TypeOrmCalendarRevisions extends CalendarRevisions {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async next(bookingId: string): Promise<number> {
    const [rows]: [{ calendar_sequence: number }[]] = await this.db.manager.query(
      'UPDATE dinner_bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = $1 RETURNING calendar_sequence',
      [bookingId],
    );
    return rows[0]?.calendar_sequence ?? 1;
  }

  async current(bookingId: string): Promise<number> {
    const [row]: { calendar_sequence: number }[] = await this.db.manager.query('SELECT calendar_sequence FROM dinner_bookings WHERE id = $1', [bookingId]);
    return row?.calendar_sequence ?? 0;
  }
}
