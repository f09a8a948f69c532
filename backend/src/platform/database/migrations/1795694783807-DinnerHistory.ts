import { MigrationInterface, QueryRunner } from 'typeorm';

export class DinnerHistory1795694783807 implements MigrationInterface {
  name = 'DinnerHistory1795694783807';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dinner_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "kind" character varying(40) NOT NULL, "detail" jsonb NOT NULL, CONSTRAINT "PK_227a69da2e02c4d789ef82f26e6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_history_dinner_at" ON "dinner_history" ("dinner_id", "at") `);
    await queryRunner.query(
      `ALTER TABLE "dinner_history" ADD CONSTRAINT "FK_ab6caaa7fd4eea99ce92dfabe5f" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_history" DROP CONSTRAINT "FK_ab6caaa7fd4eea99ce92dfabe5f"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_history_dinner_at"`);
    await queryRunner.query(`DROP TABLE "dinner_history"`);
  }
}
