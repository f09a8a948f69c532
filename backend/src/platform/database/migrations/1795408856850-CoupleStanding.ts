import { MigrationInterface, QueryRunner } from 'typeorm';

/** Late cancellations and termination move from the members' rows to the couple (dinners' rule). */
export class CoupleStanding1795408856850 implements MigrationInterface {
  name = 'CoupleStanding1795408856850';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "couple_standings" ("couple_id" uuid NOT NULL, "consecutive_late_cancellations" integer NOT NULL DEFAULT '0', "service_terminated" boolean NOT NULL DEFAULT false, "last_late_cancellation_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3f4e5fa51dcf7c6153d2feefc66" PRIMARY KEY ("couple_id"))`,
    );
    // The couple's members shared the counter: the couple keeps the worst of them.
    await queryRunner.query(`INSERT INTO "couple_standings" ("couple_id", "consecutive_late_cancellations", "service_terminated", "last_late_cancellation_at")
      SELECT "couple_id", max("consecutive_late_cancellations"), bool_or("service_terminated"), max("last_cancellation_date") FROM "users"
      WHERE "couple_id" IS NOT NULL GROUP BY "couple_id"
      HAVING max("consecutive_late_cancellations") > 0 OR bool_or("service_terminated")`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "service_terminated"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "consecutive_late_cancellations"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_cancellation_date"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "last_cancellation_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "consecutive_late_cancellations" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "service_terminated" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "users" u SET "consecutive_late_cancellations" = s."consecutive_late_cancellations", "service_terminated" = s."service_terminated", "last_cancellation_date" = s."last_late_cancellation_at" FROM "couple_standings" s WHERE s."couple_id" = u."couple_id"`,
    );
    await queryRunner.query(`DROP TABLE "couple_standings"`);
  }
}
