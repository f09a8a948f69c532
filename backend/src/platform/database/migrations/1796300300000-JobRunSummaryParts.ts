import { MigrationInterface, QueryRunner } from 'typeorm';

/** A run's summary as data too, worded in each admin's language when read; null for the runs recorded so far, which keep their English text. */
export class JobRunSummaryParts1796300300000 implements MigrationInterface {
  name = 'JobRunSummaryParts1796300300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" ADD "summary_parts" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "job_runs" DROP COLUMN "summary_parts"`);
  }
}
