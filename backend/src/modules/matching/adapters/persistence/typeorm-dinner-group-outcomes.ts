import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerGroupOutcomes, DinnerTable } from '../../application/dinner-group-outcomes';
import { sql } from '../../../../platform/database/sql';

@Injectable()
export class TypeOrmDinnerGroupOutcomes extends DinnerGroupOutcomes {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTable[]>> {
    const tables = new Map<string, DinnerTable[]>();
    if (dinnerIds.length === 0) return tables;
    const rows = await this.db.rows<{ dinner_id: string; score: number | null; couple_ids: string[]; has_restaurant: boolean }>(
      sql`SELECT g.dinner_id, g.compatibility_score AS score, g.restaurant_id IS NOT NULL AS has_restaurant,
                coalesce(array_agg(p.couple_id) FILTER (WHERE p.couple_id IS NOT NULL), '{}') AS couple_ids
           FROM dinner_groups g LEFT JOIN dinner_group_participants p ON p.group_id = g.id
          WHERE g.dinner_id = ANY(${dinnerIds}::uuid[]) GROUP BY g.id`,
    );
    for (const row of rows) {
      const table = { score: row.score, coupleIds: row.couple_ids, hasRestaurant: row.has_restaurant };
      const ofDinner = tables.get(row.dinner_id);
      if (ofDinner) ofDinner.push(table);
      else tables.set(row.dinner_id, [table]);
    }
    return tables;
  }
}
