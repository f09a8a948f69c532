import { Injectable } from '@nestjs/common';
import { CoupleRepository } from '../../application/couple.repository';
import { StoredCouple } from '../../domain/couple';
import { CoupleProfile } from '../../domain/couple-profile';
import { CoupleOrmEntity } from './couple.orm-entity';
import { CoupleProfileOrmEntity } from './couple-profile.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { raw, Sql, sql } from '../../../../platform/database/sql';

/** Columns of couple_profiles that are not part of the profile (bookkeeping, and a column the wizard never asks). */
const NOT_IN_PROFILE = new Set(['coupleId', 'socialEnergyPreference', 'createdAt', 'updatedAt']);

interface CoupleRow {
  id: string;
  status: 'active';
  createdAt: Date;
  updatedAt: Date;
  profileUpdatedAt: Date;
  profile: CoupleProfile;
}

const toDomain = (row: CoupleRow): StoredCouple => ({
  id: row.id,
  status: row.status,
  profile: row.profile,
  createdAt: row.createdAt,
  updatedAt: row.profileUpdatedAt > row.updatedAt ? row.profileUpdatedAt : row.updatedAt,
});

/** Couples read per query by findByIds. */
const FIND_SLICE = 250;

@Injectable()
export class TypeOrmCoupleRepository extends CoupleRepository {
  /** profileColumns' SQL, built once. */
  private profileObject: Sql | null = null;

  constructor(private readonly db: TransactionalDb) {
    super();
  }

  /** Read back as every read does (findByIds), so that a couple has one shape whichever call returns it. */
  async create(profile: CoupleProfile): Promise<StoredCouple> {
    const { manager } = this.db;
    const couple = await manager.save(manager.create(CoupleOrmEntity, {}));
    await manager.save(manager.create(CoupleProfileOrmEntity, { ...profile, coupleId: couple.id, socialEnergyPreference: null }));
    return (await this.findById(couple.id))!;
  }

  async findById(id: string): Promise<StoredCouple | null> {
    const [couple] = await this.findByIds([id]);
    return couple ?? null;
  }

  async locationOf(id: string): Promise<{ city: string; country: string } | null> {
    // Plain SQL: read before every dinner list, where building a find query was a tenth of TypeORM's share.
    const [row] = await this.db.rows<{ city: string; country: string }>(sql`SELECT city, country FROM couple_profiles WHERE couple_id = ${id}`);
    return row ?? null;
  }

  async locationsOf(ids: readonly string[]): Promise<Map<string, { city: string; country: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.rows<{ couple_id: string; city: string; country: string }>(
      sql`SELECT couple_id, city, country FROM couple_profiles WHERE couple_id = ANY(${[...new Set(ids)]}::uuid[])`,
    );
    return new Map(rows.map((row) => [row.couple_id, { city: row.city, country: row.country }]));
  }

  async updateProfile(id: string, profile: CoupleProfile): Promise<StoredCouple | null> {
    await this.db.repository(CoupleProfileOrmEntity).update({ coupleId: id }, profile);
    return this.findById(id);
  }

  async findByIds(ids: readonly string[]): Promise<StoredCouple[]> {
    const couples: StoredCouple[] = [];
    // In slices, each its own short task for the event loop; the profile as one JSON object per row, which the driver
    // reads natively: TypeORM's hydration of a 2,000-couple dinner's text arrays held the event loop for a tenth of a
    // second and more (issue 25, health during a matching run).
    for (let start = 0; start < ids.length; start += FIND_SLICE) {
      const rows = await this.db.rows<CoupleRow>(
        sql`SELECT c.id, c.status, c.created_at AS "createdAt", c.updated_at AS "updatedAt", p.updated_at AS "profileUpdatedAt", ${this.profileColumns()} AS profile
              FROM couple_profiles p JOIN couples c ON c.id = p.couple_id
             WHERE p.couple_id = ANY(${ids.slice(start, start + FIND_SLICE)}::uuid[])`,
      );
      couples.push(...rows.map(toDomain));
    }
    return couples;
  }

  /** The profile's columns as a JSON object keyed as the domain names them, built from the entity's own column list. */
  private profileColumns(): Sql {
    this.profileObject ??= raw(
      `jsonb_build_object(${this.db
        .repository(CoupleProfileOrmEntity)
        .metadata.columns.filter((column) => !NOT_IN_PROFILE.has(column.propertyName))
        .map((column) => `'${column.propertyName}', p.${column.databaseName}`)
        .join(', ')})`,
    );
    return this.profileObject;
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
