import { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentConfirmedByMail1796201573569 implements MigrationInterface {
  name = 'ConsentConfirmedByMail1796201573569';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consent_confirmations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(20) NOT NULL, "email" character varying(320) NOT NULL, "payload" jsonb NOT NULL DEFAULT '{}', "token_hash" character varying(64) NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c83390d13e21baeddfd16e36e53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_consent_confirmations_expires_at" ON "consent_confirmations" ("expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_consent_confirmations_open" ON "consent_confirmations" ("kind", "email") WHERE used_at IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_consent_confirmations_token" ON "consent_confirmations" ("token_hash") `);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" ADD "confirmation_requested_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "confirmation_requested_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirmation_requested_at"`);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" DROP COLUMN "confirmation_requested_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_consent_confirmations_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_consent_confirmations_open"`);
    await queryRunner.query(`DROP INDEX "public"."idx_consent_confirmations_expires_at"`);
    await queryRunner.query(`DROP TABLE "consent_confirmations"`);
  }
}
