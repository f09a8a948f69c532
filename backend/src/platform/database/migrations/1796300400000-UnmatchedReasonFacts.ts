import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why a couple is unmatched as data too, worded in each admin's language when read; null for the reasons recorded so far, which keep their English text. */
export class UnmatchedReasonFacts1796300400000 implements MigrationInterface {
  name = 'UnmatchedReasonFacts1796300400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "matching_unmatched_couples" ADD "reason_facts" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "matching_unmatched_couples" DROP COLUMN "reason_facts"`);
  }
}
