import { MigrationInterface, QueryRunner } from 'typeorm';

export class EveningAttendanceAndRunningLate1796213494416 implements MigrationInterface {
  name = 'EveningAttendanceAndRunningLate1796213494416';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dinner_attendance" ("booking_id" uuid NOT NULL, "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "status" character varying(10) NOT NULL, "marked_by" character varying(10) NOT NULL, "marked_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_ddea840a7dfa196b4edf4d6b3a4" PRIMARY KEY ("booking_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_attendance_dinner" ON "dinner_attendance" ("dinner_id") `);
    await queryRunner.query(`CREATE INDEX "idx_dinner_attendance_couple" ON "dinner_attendance" ("couple_id", "status") `);
    await queryRunner.query(
      `CREATE TABLE "dinner_absence_statements" ("dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "absent_couple_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_9d36dc3b74ffec8a2b81ff8ac2c" PRIMARY KEY ("dinner_id", "couple_id", "absent_couple_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "dinner_running_late" ("dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "minutes" smallint NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7c249129593ebfad3f36aba0e3f" PRIMARY KEY ("dinner_id", "couple_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_attendance" ADD CONSTRAINT "FK_ddea840a7dfa196b4edf4d6b3a4" FOREIGN KEY ("booking_id") REFERENCES "dinner_bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_attendance" ADD CONSTRAINT "FK_035e15110aae43b98f4459dec40" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_absence_statements" ADD CONSTRAINT "FK_74bcd045c017e984d504c3bfd37" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_running_late" ADD CONSTRAINT "FK_bda5cb2a880faf79a7bacc6cb69" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_running_late" DROP CONSTRAINT "FK_bda5cb2a880faf79a7bacc6cb69"`);
    await queryRunner.query(`ALTER TABLE "dinner_absence_statements" DROP CONSTRAINT "FK_74bcd045c017e984d504c3bfd37"`);
    await queryRunner.query(`ALTER TABLE "dinner_attendance" DROP CONSTRAINT "FK_035e15110aae43b98f4459dec40"`);
    await queryRunner.query(`ALTER TABLE "dinner_attendance" DROP CONSTRAINT "FK_ddea840a7dfa196b4edf4d6b3a4"`);
    await queryRunner.query(`DROP TABLE "dinner_running_late"`);
    await queryRunner.query(`DROP TABLE "dinner_absence_statements"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_attendance_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_attendance_dinner"`);
    await queryRunner.query(`DROP TABLE "dinner_attendance"`);
  }
}
