import { MigrationInterface, QueryRunner } from 'typeorm';

export class SupportPartialRefund1795671147099 implements MigrationInterface {
  name = 'SupportPartialRefund1795671147099';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "refund_amount" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "refund_amount"`);
  }
}
