import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerStatus, UNSETTLED_DINNER_STATUSES } from '../../domain/dinner-status';
import { Sql, sql } from '../../../../platform/database/sql';
import { DinnerLifecycleQueries } from '../../application/dinner-events/dinner-lifecycle-queries';

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

  listClosedWithDeadlineBefore(cutoff: Date, notStartedAt?: Date): Promise<string[]> {
    const notStarted = notStartedAt ? sql`AND event_date > ${notStartedAt}` : sql``;
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'booking_closed' satisfies DinnerStatus} AND booking_deadline <= ${cutoff} ${notStarted} ORDER BY booking_deadline`,
    );
  }

  listAssignedStartedBefore(cutoff: Date): Promise<string[]> {
    return this.ids(
      sql`SELECT id FROM dinner_events WHERE status = ${'restaurant_assigned' satisfies DinnerStatus} AND event_date <= ${cutoff} ORDER BY event_date`,
    );
  }

  listStartedNotSettled(now: Date): Promise<string[]> {
    return this.ids(sql`SELECT id FROM dinner_events WHERE status = ANY(${UNSETTLED_DINNER_STATUSES}) AND event_date <= ${now} ORDER BY event_date`);
  }

  listClosedStartingAfter(from: Date, to?: Date): Promise<string[]> {
    const closed = UNSETTLED_DINNER_STATUSES.filter((status) => status !== 'accepting_bookings');
    return to
      ? this.ids(sql`SELECT id FROM dinner_events WHERE status = ANY(${closed}) AND event_date > ${from} AND event_date <= ${to} ORDER BY event_date`)
      : this.ids(sql`SELECT id FROM dinner_events WHERE status = ANY(${closed}) AND event_date > ${from} ORDER BY event_date`);
  }

  private async ids(query: Sql): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(query);
    return rows.map((row) => row.id);
  }
}
