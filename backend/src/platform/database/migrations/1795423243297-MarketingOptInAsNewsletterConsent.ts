import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketing opt-in given at sign-up becomes the member's newsletter subscription (the
 * consent module's one record of it): consent time the account's creation, source signup,
 * the words of the sign-up checkbox. The unsubscribe token is a fresh random hash nobody
 * holds (no link was ever mailed); the member unsubscribes in settings. An email already
 * subscribed keeps its own record.
 */
export class MarketingOptInAsNewsletterConsent1795423243297 implements MigrationInterface {
  name = 'MarketingOptInAsNewsletterConsent1795423243297';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "newsletter_subscriptions" ("email", "subscribed_at", "consent_text", "source", "unsubscribe_token_hash")
       SELECT "email", "created_at", $1, 'signup', encode(sha256(convert_to(gen_random_uuid()::text || "id"::text, 'UTF8')), 'hex')
         FROM "users" WHERE "opt_in_for_marketing"
       ON CONFLICT ("email") DO NOTHING`,
      ["I'd like to receive updates about dining events and special offers"],
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "opt_in_for_marketing"`);
  }

  /** The flag comes back for every member subscribed under the sign-in email; the subscriptions stay. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "opt_in_for_marketing" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "users" SET "opt_in_for_marketing" = true WHERE "email" IN (SELECT "email" FROM "newsletter_subscriptions")`);
  }
}
