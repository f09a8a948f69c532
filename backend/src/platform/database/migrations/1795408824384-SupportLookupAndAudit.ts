import { MigrationInterface, QueryRunner } from 'typeorm';

export class SupportLookupAndAudit1795408824384 implements MigrationInterface {
  name = 'SupportLookupAndAudit1795408824384';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid NOT NULL, "action" character varying(40) NOT NULL, "query" text, "subject_user_ids" uuid array NOT NULL DEFAULT '{}', "detail" jsonb NOT NULL DEFAULT '{}', "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_9425be48a9c753f5753017c61b2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_admin_audit_log_at" ON "admin_audit_log" ("at") `);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "erase_after_delivery" boolean NOT NULL DEFAULT false`);
    // Customer-support lookup: case- and accent-insensitive substring search on names and
    // email, served by a trigram index. unaccent() is only STABLE (its dictionary could
    // change), so an IMMUTABLE wrapper naming the dictionary makes it usable in an index.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE FUNCTION tm_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_users_search_trgm" ON "users" USING gin (tm_fold(first_name || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_users_search_trgm"`);
    await queryRunner.query(`DROP FUNCTION tm_fold(text)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "erase_after_delivery"`);
    await queryRunner.query(`DROP INDEX "public"."idx_admin_audit_log_at"`);
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
  }
}
