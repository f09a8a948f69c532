import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1796204054131 implements MigrationInterface {
  name = 'IdempotencyKeys1796204054131';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("caller" character varying(60) NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "status" character varying(10) NOT NULL, "response_status" integer, "response_body" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a661c9488678a6eb48ebb65eb63" PRIMARY KEY ("caller", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_idempotency_keys_expires" ON "idempotency_keys" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_idempotency_keys_expires"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
