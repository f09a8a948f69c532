import { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchingRunsAndGroups1795408838056 implements MigrationInterface {
  name = 'MatchingRunsAndGroups1795408838056';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "matching_unmatched_couples" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "reason" text NOT NULL, "notified_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0fc2efaf5eb3714e8a8bb70c20b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_matching_unmatched_couples_dinner_couple" ON "matching_unmatched_couples" ("dinner_id", "couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "matching_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "started_by_user_id" uuid, "trigger" character varying(20) NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "status" character varying(20) NOT NULL DEFAULT 'running', "seed" integer NOT NULL, "algorithm" character varying(20), "model" character varying(100), "fallback_reason" text, "objective" double precision, "total_couples" integer NOT NULL DEFAULT '0', "matched_groups" integer NOT NULL DEFAULT '0', "matched_couples" integer NOT NULL DEFAULT '0', "unmatched_couples" integer NOT NULL DEFAULT '0', "unassigned_groups" integer NOT NULL DEFAULT '0', "duration_ms" integer, "error" text, CONSTRAINT "PK_c0bebed77bb3aa81e48b4654d40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_matching_runs_running" ON "matching_runs" ("dinner_id") WHERE status = 'running'`);
    await queryRunner.query(`CREATE INDEX "idx_matching_runs_dinner" ON "matching_runs" ("dinner_id", "started_at") `);
    await queryRunner.query(`ALTER TABLE "dinner_groups" ADD "run_id" uuid`);
    await queryRunner.query(`ALTER TABLE "dinner_groups" ADD "edited_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "dinner_groups" ADD "rule_overrides" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_groups" DROP COLUMN "rule_overrides"`);
    await queryRunner.query(`ALTER TABLE "dinner_groups" DROP COLUMN "edited_at"`);
    await queryRunner.query(`ALTER TABLE "dinner_groups" DROP COLUMN "run_id"`);
    await queryRunner.query(`DROP INDEX "public"."idx_matching_runs_dinner"`);
    await queryRunner.query(`DROP INDEX "public"."uq_matching_runs_running"`);
    await queryRunner.query(`DROP TABLE "matching_runs"`);
    await queryRunner.query(`DROP INDEX "public"."uq_matching_unmatched_couples_dinner_couple"`);
    await queryRunner.query(`DROP TABLE "matching_unmatched_couples"`);
  }
}
