import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerStatus, UNSEATED_DINNER_STATUSES } from '../../domain/dinner-status';
import { Sql, sql } from '../../../../platform/database/sql';
import { DinnerLifecycleQueries } from '../../application/dinner-lifecycle-queries';

@Injectable()
export class TypeOrmDinnerLifecycleQueries extends DinnerLifecycleQueries {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  listOpenPastDeadline(now: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'accepting_bookings' satisfies DinnerStatus} AND booking_deadline <= ${now} ORDER BY booking_deadline`,
    );
  }

  listClosedWithDeadlineBefore(cutoff: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'booking_closed' satisfies DinnerStatus} AND booking_deadline <= ${cutoff} ORDER BY booking_deadline`,
    );
  }

  listAssignedStartedBefore(cutoff: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'restaurant_assigned' satisfies DinnerStatus} AND event_date <= ${cutoff} ORDER BY event_date`,
    );
  }

  listUnseatedStartedBefore(now: Date): Promise<string[]> {
    return this.ids(sql`SELECT id FROM dinner_events WHERE status = ANY(${UNSEATED_DINNER_STATUSES}) AND event_date <= ${now} ORDER BY event_date`);
  }

  private async ids(query: Sql): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(query);
    return rows.map((row) => row.id);
  }
}
