import { Injectable } from '@nestjs/common';
import { AdminAccount, AdminAccounts, SecondFactorState } from '../../application/admin-accounts';
import { AdminRole, isAdminRole } from '../../domain/admin-access';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { TotpSecretCipher } from './totp-secret-cipher';

const OWNER: AdminRole = 'owner';

type AdminRow = Omit<AdminAccount, 'role'> & { role: string | null };

const toAccount = (row: AdminRow): AdminAccount => ({ ...row, role: isAdminRole(row.role) ? row.role : null });

@Injectable()
export class TypeOrmAdminAccounts extends AdminAccounts {
  constructor(
    private readonly db: TransactionalDb,
    private readonly secrets: TotpSecretCipher,
  ) {
    super();
  }

  async list(): Promise<AdminAccount[]> {
    const rows = await this.db.rows<AdminRow>(
      sql`SELECT id, email, first_name AS "firstName", admin_role AS role, admin_cities AS cities, totp_confirmed_at IS NOT NULL AS "secondFactor"
            FROM users WHERE is_admin ORDER BY email`,
    );
    return rows.map(toAccount);
  }

  async find(userId: string): Promise<AdminAccount | null> {
    const [row] = await this.db.rows<AdminRow>(
      sql`SELECT id, email, first_name AS "firstName", admin_role AS role, admin_cities AS cities, totp_confirmed_at IS NOT NULL AS "secondFactor"
            FROM users WHERE id = ${userId} AND is_admin`,
    );
    return row ? toAccount(row) : null;
  }

  async countOwners(): Promise<number> {
    const [row] = await this.db.rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM users WHERE is_admin AND admin_role = ${OWNER}`);
    return row.count;
  }

  async setRole(userId: string, role: AdminRole, cities: string[]): Promise<void> {
    await this.db.change(sql`UPDATE users SET admin_role = ${role}, admin_cities = ${cities}::varchar[] WHERE id = ${userId} AND is_admin`);
  }

  async secondFactorOf(userId: string): Promise<SecondFactorState | null> {
    const [row] = await this.db.rows<SecondFactorState>(
      sql`SELECT email, totp_secret AS secret, totp_confirmed_at AS "confirmedAt" FROM users WHERE id = ${userId} AND is_admin`,
    );
    return row ? { ...row, secret: row.secret && this.secrets.open(userId, row.secret) } : null;
  }

  async startSecondFactor(userId: string, secret: string): Promise<void> {
    await this.db.change(
      sql`UPDATE users SET totp_secret = ${this.secrets.seal(userId, secret)}, totp_confirmed_at = NULL
           WHERE id = ${userId} AND is_admin AND totp_confirmed_at IS NULL`,
    );
  }

  async acceptCodeStep(userId: string, step: number): Promise<boolean> {
    // One conditional write: of two sign-ins with one code at the same time, only one passes.
    const { count } = await this.db.change(
      sql`UPDATE users SET totp_last_step = ${step} WHERE id = ${userId} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
    );
    return count === 1;
  }

  async confirmSecondFactor(userId: string, at: Date, recoveryCodeHashes: string[]): Promise<void> {
    await this.db.change(sql`UPDATE users SET totp_confirmed_at = ${at} WHERE id = ${userId}`);
    await this.db.change(sql`DELETE FROM admin_recovery_codes WHERE user_id = ${userId}`);
    await this.db.change(
      sql`INSERT INTO admin_recovery_codes (user_id, code_hash) SELECT ${userId}, hash FROM unnest(${recoveryCodeHashes}::varchar[]) AS hash`,
    );
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const { count } = await this.db.change(
      sql`UPDATE admin_recovery_codes SET used_at = ${at}
           WHERE id = (SELECT id FROM admin_recovery_codes WHERE user_id = ${userId} AND code_hash = ${codeHash} AND used_at IS NULL LIMIT 1 FOR UPDATE SKIP LOCKED)`,
    );
    return count > 0;
  }

  async unusedRecoveryCodes(userId: string): Promise<number> {
    const [row] = await this.db.rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM admin_recovery_codes WHERE user_id = ${userId} AND used_at IS NULL`,
    );
    return row.count;
  }

  async resetSecondFactor(userId: string): Promise<void> {
    await this.db.change(sql`UPDATE users SET totp_secret = NULL, totp_confirmed_at = NULL WHERE id = ${userId}`);
    await this.db.change(sql`DELETE FROM admin_recovery_codes WHERE user_id = ${userId}`);
  }
}
