import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { DinnerGroupOutcome, DinnerGroupOutcomes, DinnerTable } from '../../application/dinner-group-outcomes';
import { sql } from '../../../../platform/database/sql';

@Injectable()
export class TypeOrmDinnerGroupOutcomes extends DinnerGroupOutcomes {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async of(dinnerIds: readonly string[]): Promise<Map<string, DinnerGroupOutcome>> {
    if (dinnerIds.length === 0) return new Map();
    const rows: {
      dinner_id: string;
      groups: number;
      with_restaurant: number;
      seated: string[];
      seated_at_restaurant: string[];
      compatibility: number | null;
    }[] = await this.db.rows(
      sql`SELECT g.dinner_id, count(DISTINCT g.id)::int AS groups,
                count(DISTINCT g.id) FILTER (WHERE g.restaurant_id IS NOT NULL)::int AS with_restaurant,
                coalesce(array_agg(DISTINCT p.couple_id) FILTER (WHERE p.couple_id IS NOT NULL), '{}') AS seated,
                coalesce(array_agg(DISTINCT p.couple_id) FILTER (WHERE p.couple_id IS NOT NULL AND g.restaurant_id IS NOT NULL), '{}') AS seated_at_restaurant,
                (SELECT avg(compatibility_score)::float FROM dinner_groups s WHERE s.dinner_id = g.dinner_id) AS compatibility
           FROM dinner_groups g LEFT JOIN dinner_group_participants p ON p.group_id = g.id
          WHERE g.dinner_id = ANY(${dinnerIds}::uuid[]) GROUP BY g.dinner_id`,
    );
    return new Map(
      rows.map((row) => [
        row.dinner_id,
        {
          groups: row.groups,
          groupsWithRestaurant: row.with_restaurant,
          seatedCoupleIds: row.seated,
          seatedAtRestaurantCoupleIds: row.seated_at_restaurant,
          averageCompatibility: row.compatibility,
        },
      ]),
    );
  }

  async tables(dinnerIds: readonly string[]): Promise<Map<string, DinnerTable[]>> {
    const tables = new Map<string, DinnerTable[]>();
    if (dinnerIds.length === 0) return tables;
    const rows = await this.db.rows<{ dinner_id: string; score: number | null; couple_ids: string[] }>(
      sql`SELECT g.dinner_id, g.compatibility_score AS score, coalesce(array_agg(p.couple_id) FILTER (WHERE p.couple_id IS NOT NULL), '{}') AS couple_ids
         FROM dinner_groups g LEFT JOIN dinner_group_participants p ON p.group_id = g.id
        WHERE g.dinner_id = ANY(${dinnerIds}::uuid[]) GROUP BY g.id`,
    );
    for (const row of rows) tables.set(row.dinner_id, [...(tables.get(row.dinner_id) ?? []), { score: row.score, coupleIds: row.couple_ids }]);
    return tables;
  }
}
