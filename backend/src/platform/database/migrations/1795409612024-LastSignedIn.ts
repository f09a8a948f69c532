import { MigrationInterface, QueryRunner } from 'typeorm';

export class LastSignedIn1795409612024 implements MigrationInterface {
  name = 'LastSignedIn1795409612024';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "last_signed_in_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_signed_in_at"`);
  }
}
