import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInAttempts1795412910975 implements MigrationInterface {
  name = 'SignInAttempts1795412910975';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_attempts" ("key" character varying(400) NOT NULL, "failures" integer NOT NULL, "last_failure_at" TIMESTAMP WITH TIME ZONE, "locked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_df3d09968fb1f35413047cd2010" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_sign_in_attempts_last_failure" ON "sign_in_attempts" ("last_failure_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_sign_in_attempts_last_failure"`);
    await queryRunner.query(`DROP TABLE "sign_in_attempts"`);
  }
}
