import { MigrationInterface, QueryRunner } from 'typeorm';

export class RestaurantReservations1795671342128 implements MigrationInterface {
  name = 'RestaurantReservations1795671342128';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "restaurant_reservations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "group_id" uuid NOT NULL, "restaurant_id" uuid NOT NULL, "table_number" integer NOT NULL, "party_size" integer NOT NULL, "status" character varying(20) NOT NULL, "revision" integer NOT NULL, "fingerprint" character varying(64) NOT NULL, "responded_at" TIMESTAMP WITH TIME ZONE, "decline_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e3df3793826c65a8ce6199acd17" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_restaurant_reservations_table" ON "restaurant_reservations" ("dinner_id", "restaurant_id", "table_number") `,
    );
    await queryRunner.query(`ALTER TABLE "restaurants" ADD "email" character varying(254)`);
    await queryRunner.query(
      `ALTER TABLE "restaurant_reservations" ADD CONSTRAINT "FK_bfe5aed909a1fb1589cba705528" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "restaurant_reservations" DROP CONSTRAINT "FK_bfe5aed909a1fb1589cba705528"`);
    await queryRunner.query(`ALTER TABLE "restaurants" DROP COLUMN "email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_restaurant_reservations_table"`);
    await queryRunner.query(`DROP TABLE "restaurant_reservations"`);
  }
}
