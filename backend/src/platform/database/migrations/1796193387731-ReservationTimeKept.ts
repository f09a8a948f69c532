import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationTimeKept1796193387731 implements MigrationInterface {
  name = 'ReservationTimeKept1796193387731';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "restaurant_reservations" ADD "event_date" TIMESTAMP WITH TIME ZONE`);
    // A reservation is synced in the transaction of every change of its dinner: the time its restaurant was last told is the dinner's time now.
    await queryRunner.query(`UPDATE "restaurant_reservations" r SET "event_date" = d."event_date" FROM "dinner_events" d WHERE d."id" = r."dinner_id"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "restaurant_reservations" DROP COLUMN "event_date"`);
  }
}
