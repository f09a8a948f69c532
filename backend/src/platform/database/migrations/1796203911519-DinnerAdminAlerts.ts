import { MigrationInterface, QueryRunner } from 'typeorm';

export class DinnerAdminAlerts1796203911519 implements MigrationInterface {
  name = 'DinnerAdminAlerts1796203911519';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dinner_admin_alerts" ("dinner_id" uuid NOT NULL, "hours_before" smallint NOT NULL, "alerted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_77509ae39f88de0da7860f92851" PRIMARY KEY ("dinner_id", "hours_before"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_admin_alerts" ADD CONSTRAINT "FK_12450b664370e819a5c76930bd4" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_admin_alerts" DROP CONSTRAINT "FK_12450b664370e819a5c76930bd4"`);
    await queryRunner.query(`DROP TABLE "dinner_admin_alerts"`);
  }
}
