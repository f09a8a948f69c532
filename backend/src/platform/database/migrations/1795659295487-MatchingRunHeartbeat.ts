import { MigrationInterface, QueryRunner } from 'typeorm';

/** A running matching run's instance touches it (issue 21): a run killed with its process stops blocking its dinner within a minute. */
export class MatchingRunHeartbeat1795659295487 implements MigrationInterface {
  name = 'MatchingRunHeartbeat1795659295487';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "matching_runs" ADD "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    // Runs recorded before heartbeats existed count from their start.
    await queryRunner.query(`UPDATE "matching_runs" SET "heartbeat_at" = "started_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "matching_runs" DROP COLUMN "heartbeat_at"`);
  }
}
