import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookEndpointsAndDeliveries1796204911301 implements MigrationInterface {
  name = 'WebhookEndpointsAndDeliveries1796204911301';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2000) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "event_types" character varying(100) array NOT NULL, "secret" character varying(100) NOT NULL, "status" character varying(10) NOT NULL, "disabled_reason" character varying(200), "failing_since" TIMESTAMP WITH TIME ZONE, "consecutive_failures" integer NOT NULL DEFAULT '0', "alerted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "endpoint_id" uuid NOT NULL, "event_id" uuid NOT NULL, "event_type" character varying(100) NOT NULL, "aggregate_key" character varying(160) NOT NULL, "body" text NOT NULL, "status" character varying(10) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "first_attempt_at" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "leased_until" TIMESTAMP WITH TIME ZONE, "response_status" integer, "response_ms" integer, "response_excerpt" character varying(600), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_webhook_deliveries_endpoint_event" UNIQUE ("endpoint_id", "event_id"), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_webhook_deliveries_created" ON "webhook_deliveries" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_webhook_deliveries_seq" ON "webhook_deliveries" ("seq") `);
    await queryRunner.query(`CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE status = 'pending'`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_pending" ON "webhook_deliveries" ("endpoint_id", "aggregate_key", "seq") WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_pending"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_seq"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_created"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
