import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { NewWaitlistEntry, WaitlistRepository } from '../../application/waitlist.repository';
import { WaitlistEntry } from '../../domain/waitlist';
import { WaitlistEntryOrmEntity } from './waitlist-entry.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { selectRows, sql } from '../../../../platform/database/sql';

const toDomain = (row: WaitlistEntryOrmEntity): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  city: row.city,
  joinedAt: row.joinedAt,
  consentText: row.consentText,
});

@Injectable()
export class TypeOrmWaitlistRepository extends WaitlistRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(WaitlistEntryOrmEntity);
  }

  async addIfAbsent(entry: NewWaitlistEntry): Promise<{ entry: WaitlistEntry; created: boolean }> {
    const result = await this.rows.createQueryBuilder().insert().values(entry).orIgnore().returning('id').execute();
    const created = result.raw.length > 0;
    const row = await this.rows.findOneByOrFail({ email: entry.email, city: entry.city });
    return { entry: toDomain(row), created };
  }

  isListed(email: string, city: string): Promise<boolean> {
    return this.rows.existsBy({ email, city });
  }

  async positionOf(entryId: string): Promise<number> {
    const [{ position }] = await selectRows<{ position: number }>(
      this.rows,
      sql`SELECT count(*)::int AS position FROM waitlist_entries mine JOIN waitlist_entries other ON other.city = mine.city AND other.seq <= mine.seq WHERE mine.id = ${entryId}`,
    );
    return position;
  }

  async deleteByUnsubscribeTokenHash(hash: string): Promise<boolean> {
    const result = await this.rows.delete({ unsubscribeTokenHash: hash });
    return (result.affected ?? 0) > 0;
  }

  async deleteJoinedBefore(cutoff: Date): Promise<number> {
    return (await this.rows.delete({ joinedAt: LessThan(cutoff) })).affected ?? 0;
  }
}
