import { MigrationInterface, QueryRunner } from 'typeorm';

export class PartialSignupBoundToBrowser1796195047194 implements MigrationInterface {
  name = 'PartialSignupBoundToBrowser1796195047194';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partial_signups" ADD "browser_token_hash" character varying(64)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partial_signups" DROP COLUMN "browser_token_hash"`);
  }
}
