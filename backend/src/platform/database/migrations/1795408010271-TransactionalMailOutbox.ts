import { MigrationInterface, QueryRunner } from 'typeorm';

export class TransactionalMailOutbox1795408010271 implements MigrationInterface {
  name = 'TransactionalMailOutbox1795408010271';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "status" character varying(16) NOT NULL DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "last_error" text`);
    // Rows written before the outbox became transactional were already in their final place.
    await queryRunner.query(`UPDATE "mail_outbox" SET "status" = 'sent', "sent_at" = "created_at"`);
    await queryRunner.query(`CREATE INDEX "idx_mail_outbox_due" ON "mail_outbox" ("next_attempt_at") WHERE status = 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_mail_outbox_due"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "status"`);
  }
}
