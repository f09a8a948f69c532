import { Injectable } from '@nestjs/common';
import { AdminResourceCities, CityScopedResource } from '../../application/admin-resource-cities';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

/**
 * Reads the city of a row of the dinners, restaurants and matching modules directly: the
 * admin guard runs in front of those modules' routes, which depend on identity, so identity
 * cannot call them back. Read-only, one statement per request, and the tables are named here only.
 */
@Injectable()
export class SqlAdminResourceCities extends AdminResourceCities {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async cityOf(resource: CityScopedResource, id: string): Promise<string | null> {
    const [row] = await this.db.rows<{ city: string }>(this.statementFor(resource, id));
    return row?.city ?? null;
  }

  private statementFor(resource: CityScopedResource, id: string) {
    switch (resource) {
      case 'dinner':
        return sql`SELECT city FROM dinner_events WHERE id = ${id}`;
      case 'restaurant':
        return sql`SELECT city FROM restaurants WHERE id = ${id}`;
      case 'booking':
        return sql`SELECT e.city FROM dinner_bookings b JOIN dinner_events e ON e.id = b.dinner_id WHERE b.id = ${id}`;
      case 'group':
        return sql`SELECT e.city FROM dinner_groups g JOIN dinner_events e ON e.id = g.dinner_id WHERE g.id = ${id}`;
    }
  }
}
