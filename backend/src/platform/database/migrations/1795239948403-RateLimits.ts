import { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimits1795239948403 implements MigrationInterface {
  name = 'RateLimits1795239948403';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limits" ("key" character varying(200) NOT NULL, "hits" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_rate_limits_expires" ON "rate_limits" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_rate_limits_expires"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
