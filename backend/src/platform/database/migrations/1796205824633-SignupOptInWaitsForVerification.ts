import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignupOptInWaitsForVerification1796205824633 implements MigrationInterface {
  name = 'SignupOptInWaitsForVerification1796205824633';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "marketing_opt_in_requested_at" TIMESTAMP WITH TIME ZONE`);
    // A sign-up's opt-in recorded before its address was verified was nobody's proven consent: it waits again for the verification.
    await queryRunner.query(
      `UPDATE users SET marketing_opt_in_requested_at = n.subscribed_at FROM newsletter_subscriptions n
        WHERE n.email = users.email AND n.source = 'signup' AND NOT users.email_verified`,
    );
    await queryRunner.query(`DELETE FROM newsletter_subscriptions n USING users u WHERE n.email = u.email AND n.source = 'signup' AND NOT u.email_verified`);
  }

  /** The waiting opt-ins are lost: the earlier code recorded them at sign-up, and they were not consent. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "marketing_opt_in_requested_at"`);
  }
}
