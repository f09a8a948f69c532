import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoupleReportsAndSuspensions1796214169195 implements MigrationInterface {
  name = 'CoupleReportsAndSuspensions1796214169195';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "safety_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "report_id" uuid NOT NULL, "admin_id" uuid NOT NULL, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_1a7affe6df45daf0d889e6cf3b9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_safety_notes_report" ON "safety_notes" ("report_id") `);
    await queryRunner.query(
      `CREATE TABLE "safety_actions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "report_id" uuid, "couple_id" uuid NOT NULL, "action" character varying(12) NOT NULL, "reason" text NOT NULL, "suspended_until" TIMESTAMP WITH TIME ZONE, "admin_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "appeal_text" text, "appealed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7df772d721abaff2316ae9c7367" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_safety_actions_report" ON "safety_actions" ("report_id") `);
    await queryRunner.query(`CREATE INDEX "idx_safety_actions_couple" ON "safety_actions" ("couple_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "couple_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "reporter_couple_id" uuid NOT NULL, "reporter_user_id" uuid, "reported_couple_id" uuid NOT NULL, "category" character varying(20) NOT NULL, "description" text NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'open', "dinner_date" TIMESTAMP WITH TIME ZONE NOT NULL, "dinner_city" character varying(100) NOT NULL, "dinner_time_zone" character varying(64) NOT NULL, "restaurant_name" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_couple_reports_reporter_reported_dinner" UNIQUE ("reporter_couple_id", "reported_couple_id", "dinner_id"), CONSTRAINT "PK_fbf13838882d84473ed353c3afc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_couple_reports_created" ON "couple_reports" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_couple_reports_reported" ON "couple_reports" ("reported_couple_id") `);
    await queryRunner.query(`ALTER TABLE "couple_standings" ADD "termination_reason" text`);
    await queryRunner.query(`ALTER TABLE "couple_standings" ADD "suspended_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "couple_standings" ADD "suspension_reason" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "couple_standings" DROP COLUMN "suspension_reason"`);
    await queryRunner.query(`ALTER TABLE "couple_standings" DROP COLUMN "suspended_until"`);
    await queryRunner.query(`ALTER TABLE "couple_standings" DROP COLUMN "termination_reason"`);
    await queryRunner.query(`DROP INDEX "public"."idx_couple_reports_reported"`);
    await queryRunner.query(`DROP INDEX "public"."idx_couple_reports_created"`);
    await queryRunner.query(`DROP TABLE "couple_reports"`);
    await queryRunner.query(`DROP INDEX "public"."idx_safety_actions_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_safety_actions_report"`);
    await queryRunner.query(`DROP TABLE "safety_actions"`);
    await queryRunner.query(`DROP INDEX "public"."idx_safety_notes_report"`);
    await queryRunner.query(`DROP TABLE "safety_notes"`);
  }
}
