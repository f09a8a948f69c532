import { MigrationInterface, QueryRunner } from 'typeorm';

/** A member's chosen language (issue 49, point 4); null, as for every member so far: their couple's city's default. */
export class MemberLanguage1796300200000 implements MigrationInterface {
  name = 'MemberLanguage1796300200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "language" character varying(5)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
