import { MigrationInterface, QueryRunner } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { derivedKey } from '../../config/derived-key';
import { openText, SEALED_PREFIX, sealText } from '../../config/sealed-text';

const totpSecretKey = (config: AppConfig) => derivedKey(config, 'admin-two-factor', 'admin-totp-secrets');

export class TotpSecretsSealedAndLastStep1796227814810 implements MigrationInterface {
  name = 'TotpSecretsSealedAndLastStep1796227814810';

  /**
   * Seals the admins' TOTP secrets stored in plain text so far, with the key the app derives
   * for them (identity's TotpSecretCipher: key file 'admin-two-factor', purpose
   * 'admin-totp-secrets', the admin's id as context), from SESSION_SECRET as the app reads it
   * (the configuration is read only when there is a secret to seal). A static method: the
   * migrations folder is loaded by glob, and every exported function would count as a migration.
   */
  static async sealPlainSecrets(queryRunner: QueryRunner, config: () => AppConfig): Promise<number> {
    const rows: { id: string; totp_secret: string }[] = await queryRunner.query(
      `SELECT id, totp_secret FROM "users" WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE '${SEALED_PREFIX}%'`,
    );
    if (rows.length === 0) return 0;
    const key = totpSecretKey(config());
    for (const row of rows) await queryRunner.query(`UPDATE "users" SET totp_secret = $1 WHERE id = $2`, [sealText(key, row.totp_secret, row.id), row.id]);
    return rows.length;
  }

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_last_step" integer`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "totp_secret" TYPE character varying(200)`);
    await TotpSecretsSealedAndLastStep1796227814810.sealPlainSecrets(queryRunner, () => AppConfig.fromEnvironment());
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: string; totp_secret: string }[] = await queryRunner.query(
      `SELECT id, totp_secret FROM "users" WHERE totp_secret LIKE '${SEALED_PREFIX}%'`,
    );
    if (rows.length > 0) {
      const key = totpSecretKey(AppConfig.fromEnvironment());
      for (const row of rows) await queryRunner.query(`UPDATE "users" SET totp_secret = $1 WHERE id = $2`, [openText(key, row.totp_secret, row.id), row.id]);
    }
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "totp_secret" TYPE character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_last_step"`);
  }
}
