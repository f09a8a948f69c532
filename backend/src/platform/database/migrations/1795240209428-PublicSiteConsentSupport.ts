import { MigrationInterface, QueryRunner } from 'typeorm';

export class PublicSiteConsentSupport1795240209428 implements MigrationInterface {
  name = 'PublicSiteConsentSupport1795240209428';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "subject" character varying(200) NOT NULL, "message" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_contact_messages_email" ON "contact_messages" ("email", "received_at") `);
    await queryRunner.query(
      `CREATE TABLE "cookie_consent_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "anonymous_id" uuid NOT NULL, "necessary" boolean NOT NULL, "preferences" boolean NOT NULL, "analytics" boolean NOT NULL, "marketing" boolean NOT NULL, "policy_version" character varying(40) NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7e6769b683e4fb59ace173c5637" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_cookie_consent_records_anonymous_id" ON "cookie_consent_records" ("anonymous_id", "recorded_at") `);
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "subscribed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consent_text" text NOT NULL, "unsubscribe_token_hash" character varying(64) NOT NULL, CONSTRAINT "PK_cfca9a6e4f146a80a6cd2e76f1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscriptions_unsubscribe_token" ON "newsletter_subscriptions" ("unsubscribe_token_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscriptions_email" ON "newsletter_subscriptions" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "waitlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" SERIAL NOT NULL, "email" character varying(320) NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consent_text" text NOT NULL, "unsubscribe_token_hash" character varying(64) NOT NULL, CONSTRAINT "PK_bd0ef66fff81d3be7b7a1568a4d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_waitlist_entries_unsubscribe_token" ON "waitlist_entries" ("unsubscribe_token_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_waitlist_entries_email" ON "waitlist_entries" ("email") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_waitlist_entries_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_waitlist_entries_unsubscribe_token"`);
    await queryRunner.query(`DROP TABLE "waitlist_entries"`);
    await queryRunner.query(`DROP INDEX "public"."uq_newsletter_subscriptions_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_newsletter_subscriptions_unsubscribe_token"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."idx_cookie_consent_records_anonymous_id"`);
    await queryRunner.query(`DROP TABLE "cookie_consent_records"`);
    await queryRunner.query(`DROP INDEX "public"."idx_contact_messages_email"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
