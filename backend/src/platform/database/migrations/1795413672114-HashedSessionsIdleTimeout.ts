import { MigrationInterface, QueryRunner } from 'typeorm';

/** Session rows keyed by the SHA-256 of their id, and an idle deadline beside the absolute one. */
export class HashedSessionsIdleTimeout1795413672114 implements MigrationInterface {
  name = 'HashedSessionsIdleTimeout1795413672114';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD "idle_expire" TIMESTAMP WITH TIME ZONE`);
    // Open sessions stay signed in: a day of idle time from now, hashed ids for their cookies.
    await queryRunner.query(
      `UPDATE "sessions" SET "idle_expire" = LEAST("expire", now() + interval '24 hours'), "sid" = encode(sha256(convert_to("sid", 'UTF8')), 'hex')`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ALTER COLUMN "idle_expire" SET NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // A hash does not give the cookie's id back: everyone signs in again.
    await queryRunner.query(`DELETE FROM "sessions"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "idle_expire"`);
  }
}
