import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each city has its own waitlist (issue 49): the entries so far are the launch city's. */
export class WaitlistPerCity1796300100000 implements MigrationInterface {
  name = 'WaitlistPerCity1796300100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_waitlist_entries_email"`);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" ADD "city" character varying(100) NOT NULL DEFAULT 'Dublin'`);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" ALTER COLUMN "city" DROP DEFAULT`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_waitlist_entries_email_city" ON "waitlist_entries" ("email", "city") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_waitlist_entries_email_city"`);
    // One list again: only the launch city's entries fit it.
    await queryRunner.query(`DELETE FROM "waitlist_entries" WHERE "city" <> 'Dublin'`);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" DROP COLUMN "city"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_waitlist_entries_email" ON "waitlist_entries" ("email") `);
  }
}
