import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRunsLifecycle1795408966682 implements MigrationInterface {
  name = 'JobRunsLifecycle1795408966682';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" ADD "trigger" character varying(10) NOT NULL DEFAULT 'schedule'`);
    // Runs recorded before heartbeats existed count from their start.
    await queryRunner.query(`ALTER TABLE "job_runs" ADD "heartbeat_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "job_runs" SET "heartbeat_at" = "started_at"`);
    await queryRunner.query(`ALTER TABLE "job_runs" ALTER COLUMN "heartbeat_at" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "job_runs" ADD "summary" text`);
    await queryRunner.query(`ALTER TABLE "job_runs" DROP CONSTRAINT "uq_job_runs_job_slot"`);
    await queryRunner.query(`ALTER TABLE "job_runs" ALTER COLUMN "slot" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "idx_job_runs_job_started" ON "job_runs" ("job_name", "started_at") `);
    await queryRunner.query(`ALTER TABLE "job_runs" ADD CONSTRAINT "uq_job_runs_job_slot" UNIQUE ("job_name", "slot")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" DROP CONSTRAINT "uq_job_runs_job_slot"`);
    await queryRunner.query(`DROP INDEX "public"."idx_job_runs_job_started"`);
    await queryRunner.query(`DELETE FROM "job_runs" WHERE "slot" IS NULL`);
    await queryRunner.query(`ALTER TABLE "job_runs" ALTER COLUMN "slot" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "job_runs" ADD CONSTRAINT "uq_job_runs_job_slot" UNIQUE ("job_name", "slot")`);
    await queryRunner.query(`ALTER TABLE "job_runs" DROP COLUMN "summary"`);
    await queryRunner.query(`ALTER TABLE "job_runs" DROP COLUMN "heartbeat_at"`);
    await queryRunner.query(`ALTER TABLE "job_runs" DROP COLUMN "trigger"`);
  }
}
