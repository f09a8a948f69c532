import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Language } from '../../../../kernel/languages';
import { CouplePerson, MemberDetails, NewUser, UserRepository } from '../../application/user.repository';
import { CallerFacts } from '../../domain/caller';
import { IdentityErrors } from '../../domain/identity-errors';
import { User, UserRole } from '../../domain/user';
import { normalizeEmail } from '../../../../kernel/email';
import { isUniqueViolation } from '../../../../platform/database/unique-violation';
import { toDomainUser } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { isUuidText } from '../../../../platform/database/uuid-text';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(UserOrmEntity);
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toDomainUser(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return (await this.rows.findBy({ id: In([...new Set(ids)]) })).map(toDomainUser);
  }

  async findCallerFacts(id: string): Promise<CallerFacts | null> {
    const [row] = await this.db.rows<CallerFacts>(
      sql`SELECT id, couple_id AS "coupleId", email, role, is_admin AS "isAdmin", email_verified AS "emailVerified",
                  admin_role AS "adminRole", admin_cities AS "adminCities", totp_confirmed_at IS NOT NULL AS "secondFactor"
             FROM users WHERE id = ${id}`,
    );
    return row ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ email: normalizeEmail(email) });
    return row ? toDomainUser(row) : null;
  }

  async listByCouple(coupleId: string): Promise<User[]> {
    const rows = await this.rows.find({ where: { coupleId }, order: { createdAt: 'ASC' } });
    return rows.map(toDomainUser);
  }

  async listByCouples(coupleIds: readonly string[]): Promise<User[]> {
    if (coupleIds.length === 0) return [];
    const rows = await this.rows.find({ where: { coupleId: In([...coupleIds]) }, order: { createdAt: 'ASC' } });
    return rows.map(toDomainUser);
  }

  listPeopleOfCouples(coupleIds: readonly string[]): Promise<CouplePerson[]> {
    if (coupleIds.length === 0) return Promise.resolve([]);
    // Plain SQL: every couple's list of bookings names its table-mates through here.
    return this.db.rows(
      sql`SELECT id AS "userId", couple_id AS "coupleId", first_name AS "firstName", last_name AS "lastName", email, role,
              date_of_birth::text AS "dateOfBirth", gender
         FROM users WHERE couple_id = ANY(${coupleIds}::uuid[]) ORDER BY role <> ${'primary' satisfies UserRole}, created_at`,
    );
  }

  async coupleIdsOfMembers(userIds: readonly string[]): Promise<Map<string, string>> {
    // Ids come from stored review keys: one that is not a uuid names nobody (and must not fail the cast).
    const ids = userIds.filter((id) => isUuidText(id));
    if (ids.length === 0) return new Map();
    const rows = await this.db.rows<{ userId: string; coupleId: string }>(
      sql`SELECT id AS "userId", couple_id AS "coupleId" FROM users WHERE id = ANY(${ids}::uuid[]) AND couple_id IS NOT NULL`,
    );
    return new Map(rows.map((row) => [row.userId, row.coupleId]));
  }

  async create(user: NewUser): Promise<User> {
    try {
      const row = await this.rows.save(
        this.rows.create({ acceptedPrivacyPolicy: true, ...user, acceptedTerms: user.acceptedTerms ?? true, email: normalizeEmail(user.email) }),
      );
      return toDomainUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw IdentityErrors.emailAlreadyRegistered('email', 'This email is already registered. Please log in instead.');
      throw error;
    }
  }

  async makeAdmin(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { isAdmin: true, adminRole: 'owner', passwordHash, emailVerified: true });
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.rows.update({ id }, { emailVerified: true });
  }

  async takeMarketingOptIn(id: string): Promise<Date | null> {
    // The row lock makes a second, racing proof find the wish gone.
    const {
      rows: [row],
    } = await this.db.change<{ requestedAt: Date }>(
      sql`UPDATE users SET marketing_opt_in_requested_at = NULL FROM (SELECT id, marketing_opt_in_requested_at FROM users WHERE id = ${id} FOR UPDATE) AS wish
         WHERE users.id = wish.id AND wish.marketing_opt_in_requested_at IS NOT NULL RETURNING wish.marketing_opt_in_requested_at AS "requestedAt"`,
    );
    return row?.requestedAt ?? null;
  }

  async updatePassword(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { passwordHash });
  }

  async replacePasswordHash(id: string, current: string, next: string): Promise<void> {
    await this.rows.update({ id, passwordHash: current }, { passwordHash: next });
  }

  async typicalPasswordHash(): Promise<string | null> {
    // A bcrypt hash's first 7 characters name its version and cost ($2b$12$).
    const [row] = await this.db.rows<{ hash: string }>(
      sql`SELECT min(password_hash) AS hash FROM users WHERE password_hash IS NOT NULL
        GROUP BY left(password_hash, 7) ORDER BY count(*) DESC, left(password_hash, 7) DESC LIMIT 1`,
    );
    return row?.hash ?? null;
  }

  async changeEmail(id: string, from: string, to: string): Promise<void> {
    try {
      await this.db.change(
        sql`UPDATE users SET email = ${normalizeEmail(to)}, email_verified = true, previous_emails = array_append(previous_emails, ${from}::varchar), updated_at = now() WHERE id = ${id}`,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw IdentityErrors.emailInUse();
      throw error;
    }
  }

  async setDinnerReminders(id: string, on: boolean): Promise<void> {
    await this.rows.update({ id }, { dinnerReminders: on });
  }

  async setLanguage(id: string, language: Language | null): Promise<void> {
    await this.rows.update({ id }, { language });
  }

  async updateDetails(id: string, details: MemberDetails): Promise<void> {
    await this.rows.update({ id }, details);
  }

  async listAdminContacts(): Promise<{ email: string; languageChoice: Language | null }[]> {
    const rows = await this.rows.find({ select: { email: true, language: true }, where: { isAdmin: true }, order: { email: 'ASC' } });
    return rows.map((row) => ({ email: row.email, languageChoice: row.language }));
  }
}
