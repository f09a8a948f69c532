import { Injectable } from '@nestjs/common';
import { sql } from '../../../../platform/database/sql';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { AdminAlertRecords } from '../../application/dinner-events/admin-alert-records';

@Injectable()
export class TypeOrmAdminAlertRecords extends AdminAlertRecords {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async claim(dinnerId: string, hoursBefore: number, now: Date): Promise<boolean> {
    const rows = await this.db.rows(
      sql`INSERT INTO dinner_admin_alerts (dinner_id, hours_before, alerted_at) VALUES (${dinnerId}, ${hoursBefore}, ${now})
        ON CONFLICT DO NOTHING RETURNING dinner_id`,
    );
    return rows.length > 0;
  }
}
