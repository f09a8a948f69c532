import { MigrationInterface, QueryRunner } from 'typeorm';

export class GroupIcebreakers1795671333794 implements MigrationInterface {
  name = 'GroupIcebreakers1795671333794';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_groups" ADD "icebreakers" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_groups" DROP COLUMN "icebreakers"`);
  }
}
