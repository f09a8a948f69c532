import { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingCalendarSequence1795660554721 implements MigrationInterface {
  name = 'BookingCalendarSequence1795660554721';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_bookings" ADD "calendar_sequence" integer NOT NULL DEFAULT '0'`);
    // Reveals sent before this column existed carried SEQUENCE 1.
    await queryRunner.query(`UPDATE "dinner_bookings" SET "calendar_sequence" = 1 WHERE "reveal_sent_at" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_bookings" DROP COLUMN "calendar_sequence"`);
  }
}
