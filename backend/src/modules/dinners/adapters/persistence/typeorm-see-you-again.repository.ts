import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { MutualPair, ReceivedGrant, SeeYouAgainRepository } from '../../application/table-social/see-you-again-repository';
import { ContactGrant, pairKey } from '../../domain/see-you-again';
import { sql } from '../../../../platform/database/sql';

interface GrantRow {
  user_id: string;
  couple_id: string;
  other_couple_id: string;
  share_email: boolean;
  share_phone: boolean;
}

const toGrant = (row: GrantRow): ContactGrant => ({ shareEmail: row.share_email, sharePhone: row.share_phone });

@Injectable()
export class TypeOrmSeeYouAgainRepository extends SeeYouAgainRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async lockPair(a: string, b: string): Promise<void> {
    // A transaction-scoped advisory lock on the pair: released at commit, whatever the order of the two couples.
    await this.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext('see-you-again:' || ${pairKey(a, b)}))`);
  }

  async addMark(mark: { dinnerId: string; coupleId: string; markedCoupleId: string }, now: Date): Promise<boolean> {
    const rows = await this.db.rows<{ id: string }>(
      sql`INSERT INTO see_you_again_marks (dinner_id, couple_id, marked_couple_id, created_at) VALUES (${mark.dinnerId}, ${mark.coupleId}, ${mark.markedCoupleId}, ${now})
       ON CONFLICT (dinner_id, couple_id, marked_couple_id) DO NOTHING RETURNING id`,
    );
    return rows.length > 0;
  }

  async removeMark(mark: { dinnerId: string; coupleId: string; markedCoupleId: string }): Promise<void> {
    await this.db.change(
      sql`DELETE FROM see_you_again_marks WHERE dinner_id = ${mark.dinnerId} AND couple_id = ${mark.coupleId} AND marked_couple_id = ${mark.markedCoupleId}`,
    );
  }

  async markedAt(dinnerId: string, coupleId: string): Promise<string[]> {
    const rows = await this.db.rows<{ marked_couple_id: string }>(
      sql`SELECT marked_couple_id FROM see_you_again_marks WHERE dinner_id = ${dinnerId} AND couple_id = ${coupleId}`,
    );
    return rows.map((row) => row.marked_couple_id);
  }

  async hasMarked(by: string, of: string): Promise<boolean> {
    const rows = await this.db.rows(sql`SELECT 1 FROM see_you_again_marks WHERE couple_id = ${by} AND marked_couple_id = ${of} LIMIT 1`);
    return rows.length > 0;
  }

  async mutualPairsOf(coupleId: string): Promise<MutualPair[]> {
    const rows = await this.db.rows<{ other: string; since: Date }>(
      sql`SELECT mine.marked_couple_id AS other, greatest(min(mine.created_at), (SELECT min(created_at) FROM see_you_again_marks WHERE couple_id = mine.marked_couple_id AND marked_couple_id = ${coupleId})) AS since
         FROM see_you_again_marks mine
        WHERE mine.couple_id = ${coupleId}
          AND EXISTS (SELECT 1 FROM see_you_again_marks theirs WHERE theirs.couple_id = mine.marked_couple_id AND theirs.marked_couple_id = ${coupleId})
        GROUP BY mine.marked_couple_id
        ORDER BY since DESC`,
    );
    return rows.map((row) => ({ otherCoupleId: row.other, since: row.since }));
  }

  async grantOf(userId: string, otherCoupleId: string): Promise<ContactGrant | null> {
    const [row] = await this.db.rows<GrantRow>(
      sql`SELECT * FROM see_you_again_contact_grants WHERE user_id = ${userId} AND other_couple_id = ${otherCoupleId}`,
    );
    return row ? toGrant(row) : null;
  }

  async saveGrant(grant: { userId: string; coupleId: string; otherCoupleId: string } & ContactGrant, now: Date): Promise<void> {
    await this.db.rows(
      sql`INSERT INTO see_you_again_contact_grants (user_id, other_couple_id, couple_id, share_email, share_phone, updated_at) VALUES (${grant.userId}, ${grant.otherCoupleId}, ${grant.coupleId}, ${grant.shareEmail}, ${grant.sharePhone}, ${now})
       ON CONFLICT (user_id, other_couple_id) DO UPDATE SET couple_id = EXCLUDED.couple_id, share_email = EXCLUDED.share_email, share_phone = EXCLUDED.share_phone, updated_at = EXCLUDED.updated_at`,
    );
  }

  async grantsTo(toCoupleId: string, fromCoupleIds: readonly string[]): Promise<ReceivedGrant[]> {
    if (fromCoupleIds.length === 0) return [];
    const rows = await this.db.rows<GrantRow>(
      sql`SELECT * FROM see_you_again_contact_grants WHERE other_couple_id = ${toCoupleId} AND couple_id = ANY(${fromCoupleIds}::uuid[])`,
    );
    return rows.map((row) => ({ userId: row.user_id, coupleId: row.couple_id, ...toGrant(row) }));
  }

  async grantsBy(userIds: readonly string[]): Promise<(ContactGrant & { userId: string; otherCoupleId: string })[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db.rows<GrantRow>(sql`SELECT * FROM see_you_again_contact_grants WHERE user_id = ANY(${userIds}::uuid[])`);
    return rows.map((row) => ({ userId: row.user_id, otherCoupleId: row.other_couple_id, ...toGrant(row) }));
  }

  async setSeatTogether(coupleId: string, otherCoupleId: string, wanted: boolean, now: Date): Promise<void> {
    if (wanted) {
      await this.db.rows(
        sql`INSERT INTO see_you_again_seatings (couple_id, other_couple_id, created_at) VALUES (${coupleId}, ${otherCoupleId}, ${now}) ON CONFLICT DO NOTHING`,
      );
    } else {
      await this.db.change(sql`DELETE FROM see_you_again_seatings WHERE couple_id = ${coupleId} AND other_couple_id = ${otherCoupleId}`);
    }
  }

  async seatTogetherWishesOf(coupleId: string): Promise<string[]> {
    const rows = await this.db.rows<{ other_couple_id: string }>(sql`SELECT other_couple_id FROM see_you_again_seatings WHERE couple_id = ${coupleId}`);
    return rows.map((row) => row.other_couple_id);
  }

  async seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]> {
    if (coupleIds.length === 0) return [];
    // Both couples asked (a row each way), and the pair is still mutual (an erased couple's marks are gone).
    const rows = await this.db.rows<{ a: string; b: string }>(
      sql`SELECT s.couple_id AS a, s.other_couple_id AS b
         FROM see_you_again_seatings s
         JOIN see_you_again_seatings back ON back.couple_id = s.other_couple_id AND back.other_couple_id = s.couple_id
        WHERE s.couple_id = ANY(${coupleIds}::uuid[]) AND s.other_couple_id = ANY(${coupleIds}::uuid[]) AND s.couple_id < s.other_couple_id
          AND EXISTS (SELECT 1 FROM see_you_again_marks m WHERE m.couple_id = s.couple_id AND m.marked_couple_id = s.other_couple_id)
          AND EXISTS (SELECT 1 FROM see_you_again_marks m WHERE m.couple_id = s.other_couple_id AND m.marked_couple_id = s.couple_id)
        ORDER BY a, b`,
    );
    return rows;
  }
}
