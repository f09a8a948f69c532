import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { CoupleRepository } from '../../application/couple.repository';
import { StoredCouple } from '../../domain/couple';
import { CoupleProfile } from '../../domain/couple-profile';
import { CoupleOrmEntity } from './couple.orm-entity';
import { CoupleProfileOrmEntity } from './couple-profile.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

function toDomain(couple: CoupleOrmEntity, row: CoupleProfileOrmEntity): StoredCouple {
  const { coupleId: _id, couple: _couple, socialEnergyPreference: _energy, createdAt: _created, updatedAt, ...profile } = row;
  return { id: couple.id, status: couple.status, profile, createdAt: couple.createdAt, updatedAt: updatedAt > couple.updatedAt ? updatedAt : couple.updatedAt };
}

/** Couples read per query by findByIds. */
const FIND_SLICE = 250;

@Injectable()
export class TypeOrmCoupleRepository extends CoupleRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async create(profile: CoupleProfile): Promise<StoredCouple> {
    const { manager } = this.db;
    const couple = await manager.save(manager.create(CoupleOrmEntity, {}));
    const row = await manager.save(manager.create(CoupleProfileOrmEntity, { ...profile, coupleId: couple.id, socialEnergyPreference: null }));
    return toDomain(couple, row);
  }

  async findById(id: string): Promise<StoredCouple | null> {
    // find, not findOne: with a relation, findOne adds a DISTINCT query before the row's (a round trip on every profile read).
    const [row] = await this.db.repository(CoupleProfileOrmEntity).find({ where: { coupleId: id }, relations: { couple: true } });
    return row?.couple ? toDomain(row.couple, row) : null;
  }

  async locationOf(id: string): Promise<{ city: string; country: string } | null> {
    // Plain SQL: read before every dinner list, where building a find query was a tenth of TypeORM's share.
    const [row] = await this.db.rows<{ city: string; country: string }>(sql`SELECT city, country FROM couple_profiles WHERE couple_id = ${id}`);
    return row ?? null;
  }

  async updateProfile(id: string, profile: CoupleProfile): Promise<StoredCouple | null> {
    await this.db.repository(CoupleProfileOrmEntity).update({ coupleId: id }, profile);
    return this.findById(id);
  }

  async findByIds(ids: readonly string[]): Promise<StoredCouple[]> {
    const couples: StoredCouple[] = [];
    // In slices: hydrating a 2,000-couple dinner's profiles at once held the event loop for a tenth of a second (issue 25).
    for (let start = 0; start < ids.length; start += FIND_SLICE) {
      const rows = await this.db
        .repository(CoupleProfileOrmEntity)
        .find({ where: { coupleId: In(ids.slice(start, start + FIND_SLICE)) }, relations: { couple: true } });
      couples.push(...rows.flatMap((row) => (row.couple ? [toDomain(row.couple, row)] : [])));
    }
    return couples;
  }

  async interestsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    // Plain SQL, one column: every couple's list of bookings describes its table-mates through here.
    const rows = await this.db.rows<{ coupleId: string; interests: string[] }>(
      sql`SELECT couple_id AS "coupleId", ideal_social_outing AS interests FROM couple_profiles WHERE couple_id = ANY(${ids}::uuid[])`,
    );
    return new Map(rows.map((row) => [row.coupleId, row.interests]));
  }
}
