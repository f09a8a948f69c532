import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { MutualPair, ReceivedGrant, SeeYouAgainStore } from '../../application/see-you-again-store';
import { ContactGrant, DinnerMarks, pairKey } from '../../domain/see-you-again';

interface GrantRow {
  user_id: string;
  couple_id: string;
  other_couple_id: string;
  share_email: boolean;
  share_phone: boolean;
}

const toGrant = (row: GrantRow): ContactGrant => ({ shareEmail: row.share_email, sharePhone: row.share_phone });

@Injectable()
export class TypeOrmSeeYouAgainStore extends SeeYouAgainStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.manager.query(sql, params);
  }

  async lockPair(a: string, b: string): Promise<void> {
    // A transaction-scoped advisory lock on the pair: released at commit, whatever the order of the two couples.
    await this.query(`SELECT pg_advisory_xact_lock(hashtext('see-you-again:' || $1))`, [pairKey(a, b)]);
  }

  async addMark(mark: { dinnerId: string; coupleId: string; markedCoupleId: string }, now: Date): Promise<boolean> {
    const rows = await this.query<{ id: string }>(
      `INSERT INTO see_you_again_marks (dinner_id, couple_id, marked_couple_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (dinner_id, couple_id, marked_couple_id) DO NOTHING RETURNING id`,
      [mark.dinnerId, mark.coupleId, mark.markedCoupleId, now],
    );
    return rows.length > 0;
  }

  async markedAt(dinnerId: string, coupleId: string): Promise<string[]> {
    const rows = await this.query<{ marked_couple_id: string }>(`SELECT marked_couple_id FROM see_you_again_marks WHERE dinner_id = $1 AND couple_id = $2`, [dinnerId, coupleId]);
    return rows.map((row) => row.marked_couple_id);
  }

  async hasMarked(by: string, of: string): Promise<boolean> {
    const rows = await this.query(`SELECT 1 FROM see_you_again_marks WHERE couple_id = $1 AND marked_couple_id = $2 LIMIT 1`, [by, of]);
    return rows.length > 0;
  }

  async mutualPairsOf(coupleId: string): Promise<MutualPair[]> {
    const rows = await this.query<{ other: string; since: Date }>(
      `SELECT mine.marked_couple_id AS other, greatest(min(mine.created_at), (SELECT min(created_at) FROM see_you_again_marks WHERE couple_id = mine.marked_couple_id AND marked_couple_id = $1)) AS since
         FROM see_you_again_marks mine
        WHERE mine.couple_id = $1
          AND EXISTS (SELECT 1 FROM see_you_again_marks theirs WHERE theirs.couple_id = mine.marked_couple_id AND theirs.marked_couple_id = $1)
        GROUP BY mine.marked_couple_id
        ORDER BY since DESC`,
      [coupleId],
    );
    return rows.map((row) => ({ otherCoupleId: row.other, since: row.since }));
  }

  async grantOf(userId: string, otherCoupleId: string): Promise<ContactGrant | null> {
    const [row] = await this.query<GrantRow>(`SELECT * FROM see_you_again_contact_grants WHERE user_id = $1 AND other_couple_id = $2`, [userId, otherCoupleId]);
    return row ? toGrant(row) : null;
  }

  async saveGrant(grant: { userId: string; coupleId: string; otherCoupleId: string } & ContactGrant, now: Date): Promise<void> {
    await this.query(
      `INSERT INTO see_you_again_contact_grants (user_id, other_couple_id, couple_id, share_email, share_phone, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, other_couple_id) DO UPDATE SET couple_id = $3, share_email = $4, share_phone = $5, updated_at = $6`,
      [grant.userId, grant.otherCoupleId, grant.coupleId, grant.shareEmail, grant.sharePhone, now],
    );
  }

  async grantsTo(toCoupleId: string, fromCoupleIds: readonly string[]): Promise<ReceivedGrant[]> {
    if (fromCoupleIds.length === 0) return [];
    const rows = await this.query<GrantRow>(`SELECT * FROM see_you_again_contact_grants WHERE other_couple_id = $1 AND couple_id = ANY($2::uuid[])`, [toCoupleId, fromCoupleIds]);
    return rows.map((row) => ({ userId: row.user_id, coupleId: row.couple_id, ...toGrant(row) }));
  }

  async grantsBy(userIds: readonly string[]): Promise<(ContactGrant & { userId: string; otherCoupleId: string })[]> {
    if (userIds.length === 0) return [];
    const rows = await this.query<GrantRow>(`SELECT * FROM see_you_again_contact_grants WHERE user_id = ANY($1::uuid[])`, [userIds]);
    return rows.map((row) => ({ userId: row.user_id, otherCoupleId: row.other_couple_id, ...toGrant(row) }));
  }

  async setSeatTogether(coupleId: string, otherCoupleId: string, wanted: boolean, now: Date): Promise<void> {
    if (wanted) {
      await this.query(`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [coupleId, otherCoupleId, now]);
    } else {
      await this.query(`DELETE FROM see_you_again_seatings WHERE couple_id = $1 AND other_couple_id = $2`, [coupleId, otherCoupleId]);
    }
  }

  async seatTogetherWishesOf(coupleId: string): Promise<string[]> {
    const rows = await this.query<{ other_couple_id: string }>(`SELECT other_couple_id FROM see_you_again_seatings WHERE couple_id = $1`, [coupleId]);
    return rows.map((row) => row.other_couple_id);
  }

  async seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]> {
    if (coupleIds.length === 0) return [];
    // Both couples asked (a row each way), and the pair is still mutual (an erased couple's marks are gone).
    const rows = await this.query<{ a: string; b: string }>(
      `SELECT s.couple_id AS a, s.other_couple_id AS b
         FROM see_you_again_seatings s
         JOIN see_you_again_seatings back ON back.couple_id = s.other_couple_id AND back.other_couple_id = s.couple_id
        WHERE s.couple_id = ANY($1::uuid[]) AND s.other_couple_id = ANY($1::uuid[]) AND s.couple_id < s.other_couple_id
          AND EXISTS (SELECT 1 FROM see_you_again_marks m WHERE m.couple_id = s.couple_id AND m.marked_couple_id = s.other_couple_id)
          AND EXISTS (SELECT 1 FROM see_you_again_marks m WHERE m.couple_id = s.other_couple_id AND m.marked_couple_id = s.couple_id)
        ORDER BY a, b`,
      [coupleIds],
    );
    return rows;
  }

  async marksOfDinners(dinnerIds: readonly string[]): Promise<Map<string, DinnerMarks>> {
    if (dinnerIds.length === 0) return new Map();
    const marks = new Map<string, { by: string; of: string }[]>(dinnerIds.map((id) => [id, []]));
    const rows = await this.query<{ dinner_id: string; couple_id: string; marked_couple_id: string }>(
      `SELECT dinner_id, couple_id, marked_couple_id FROM see_you_again_marks WHERE dinner_id = ANY($1::uuid[])`,
      [dinnerIds],
    );
    for (const row of rows) marks.get(row.dinner_id)?.push({ by: row.couple_id, of: row.marked_couple_id });
    return new Map([...marks].map(([id, list]) => [id, { marks: list }]));
  }
}
