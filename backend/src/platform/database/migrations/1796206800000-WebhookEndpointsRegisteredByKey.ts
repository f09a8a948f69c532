import { MigrationInterface, QueryRunner } from 'typeorm';

/** The API key that registered a webhook endpoint: it alone manages it (besides the admins), and its cities bound what it receives. */
export class WebhookEndpointsRegisteredByKey1796206800000 implements MigrationInterface {
  name = 'WebhookEndpointsRegisteredByKey1796206800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "registered_by_key_id" uuid`);
    await queryRunner.query(`CREATE INDEX "idx_webhook_endpoints_key" ON "webhook_endpoints" ("registered_by_key_id") `);
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_81de29c0062428db5ac14bde8b7" FOREIGN KEY ("registered_by_key_id") REFERENCES "api_keys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_81de29c0062428db5ac14bde8b7"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_endpoints_key"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "registered_by_key_id"`);
  }
}
