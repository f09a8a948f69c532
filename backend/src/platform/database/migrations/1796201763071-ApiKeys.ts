import { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeys1796201763071 implements MigrationInterface {
  name = 'ApiKeys1796201763071';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "hint" character varying(20) NOT NULL, "secret_hash" character(64) NOT NULL, "scopes" character varying(40) array NOT NULL, "cities" character varying(100) array, "rate_limit_per_minute" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "last_used_address" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_by" uuid NOT NULL, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_keys_secret_hash" ON "api_keys" ("secret_hash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_api_keys_secret_hash"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
