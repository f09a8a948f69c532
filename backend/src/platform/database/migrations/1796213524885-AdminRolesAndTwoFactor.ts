import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminRolesAndTwoFactor1796213524885 implements MigrationInterface {
  name = 'AdminRolesAndTwoFactor1796213524885';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ca2c62f376c0ac5b15361af76ea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_admin_recovery_codes_user" ON "admin_recovery_codes" ("user_id") `);
    await queryRunner.query(`ALTER TABLE "sessions" ADD "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "users" ADD "admin_role" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "admin_cities" character varying(100) array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_secret" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_confirmed_at" TIMESTAMP WITH TIME ZONE`);
    // Every admin so far could do everything: they stay owners.
    await queryRunner.query(`UPDATE "users" SET "admin_role" = 'owner' WHERE "is_admin"`);
    await queryRunner.query(
      `ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "FK_480f1156c3c936984487eca1dcc" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_recovery_codes" DROP CONSTRAINT "FK_480f1156c3c936984487eca1dcc"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_confirmed_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_secret"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "admin_cities"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "admin_role"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "created_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_admin_recovery_codes_user"`);
    await queryRunner.query(`DROP TABLE "admin_recovery_codes"`);
  }
}
