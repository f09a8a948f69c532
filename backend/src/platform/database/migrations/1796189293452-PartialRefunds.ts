import { MigrationInterface, QueryRunner } from 'typeorm';

export class PartialRefunds1796189293452 implements MigrationInterface {
  name = 'PartialRefunds1796189293452';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "refunded_amount" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`UPDATE "payments" SET "refunded_amount" = COALESCE("refund_amount", "amount") WHERE "status" = 'refunded'`);
    // A support refund of part of a payment was stored as refunded: it is paid still, its remainder refundable.
    await queryRunner.query(
      `UPDATE "payments" SET "status" = 'succeeded', "refund_amount" = NULL WHERE "status" = 'refunded' AND "refunded_amount" < "amount"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "refunded_amount"`);
  }
}
