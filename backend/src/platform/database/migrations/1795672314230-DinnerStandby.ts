import { MigrationInterface, QueryRunner } from 'typeorm';

export class DinnerStandby1795672314230 implements MigrationInterface {
  name = 'DinnerStandby1795672314230';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dinner_standby" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "offered_at" TIMESTAMP WITH TIME ZONE, "booking_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_99e8cad9d72a25350cdd3ec6a17" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_standby_couple" ON "dinner_standby" ("couple_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_dinner_standby_active_couple" ON "dinner_standby" ("dinner_id", "couple_id") WHERE status IN ('waiting', 'offered')`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_standby" ADD CONSTRAINT "FK_d5164cc020418d14f2a094176e4" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_standby" DROP CONSTRAINT "FK_d5164cc020418d14f2a094176e4"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dinner_standby_active_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_standby_couple"`);
    await queryRunner.query(`DROP TABLE "dinner_standby"`);
  }
}
