import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountEmailChangeAndMailPreferences1795420207322 implements MigrationInterface {
  name = 'AccountEmailChangeAndMailPreferences1795420207322';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "dinner_reminders" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "users" ADD "previous_emails" character varying(320) array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "auth_tokens" ADD "superseded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "source" character varying(30) NOT NULL DEFAULT 'newsletter_form'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "auth_tokens" DROP COLUMN "superseded_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "previous_emails"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "dinner_reminders"`);
  }
}
