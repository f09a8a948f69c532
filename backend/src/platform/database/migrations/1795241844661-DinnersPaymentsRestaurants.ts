import { MigrationInterface, QueryRunner } from 'typeorm';

export class DinnersPaymentsRestaurants1795241844661 implements MigrationInterface {
  name = 'DinnersPaymentsRestaurants1795241844661';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "restaurants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "address" character varying(500) NOT NULL, "city" character varying(100) NOT NULL, "country" character varying(100) NOT NULL, "phone" character varying(20), "website" character varying(500), "description" character varying(1000), "cuisine_types" text array NOT NULL DEFAULT '{}', "price_range" character varying(8) NOT NULL, "dietary_accommodations" text array NOT NULL DEFAULT '{}', "dining_vibe_tags" text array NOT NULL DEFAULT '{}', "avg_rating" numeric(2,1) NOT NULL DEFAULT '0', "max_party_size" integer NOT NULL DEFAULT '8', "tables_per_night" integer NOT NULL DEFAULT '1', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e2133a72eb1cc8f588f7b503e68" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "couple_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "plan_type" character varying(40) NOT NULL, "current_period_start" TIMESTAMP WITH TIME ZONE, "current_period_end" TIMESTAMP WITH TIME ZONE, "provider_customer_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_subscriptions_couple" ON "subscriptions" ("couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "couple_id" uuid NOT NULL, "user_id" uuid NOT NULL, "booking_id" uuid, "dinner_id" uuid, "amount" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'eur', "status" character varying(20) NOT NULL, "provider" character varying(20) NOT NULL, "provider_intent_id" character varying(255) NOT NULL, "transaction_type" character varying(40) NOT NULL DEFAULT 'dinner_booking', "failure_message" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_payments_booking" ON "payments" ("booking_id") `);
    await queryRunner.query(`CREATE INDEX "idx_payments_couple" ON "payments" ("couple_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_provider_intent" ON "payments" ("provider_intent_id") `);
    await queryRunner.query(
      `CREATE TABLE "payment_events" ("event_id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_4f36a430ea944f1d250f0500d13" PRIMARY KEY ("event_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "dinner_groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "restaurant_id" uuid, "table_number" integer, "compatibility_score" integer, "status" character varying(40) NOT NULL DEFAULT 'matched', "matching_algorithm" character varying(20) NOT NULL DEFAULT 'rules_based', "match_reasoning" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d520557a57ea4a936aeca3a577b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_groups_dinner" ON "dinner_groups" ("dinner_id") `);
    await queryRunner.query(
      `CREATE TABLE "dinner_group_participants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "group_id" uuid NOT NULL, "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "booking_id" uuid, "participation_status" character varying(20) NOT NULL DEFAULT 'invited', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7e70132114ec48abf29aa2c618c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_group_participants_group" ON "dinner_group_participants" ("group_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_dinner_group_participants_dinner_couple" ON "dinner_group_participants" ("dinner_id", "couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "dinner_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "city" character varying(100) NOT NULL, "country" character varying(100) NOT NULL, "event_date" TIMESTAMP WITH TIME ZONE NOT NULL, "booking_deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "capacity" integer NOT NULL DEFAULT '20', "frequency" character varying(20) NOT NULL DEFAULT 'monthly', "status" character varying(40) NOT NULL DEFAULT 'accepting_bookings', "is_active" boolean NOT NULL DEFAULT true, "logistics_fee_cents" integer NOT NULL DEFAULT '0', "notes" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_dinner_events_fee" CHECK (logistics_fee_cents >= 0), CONSTRAINT "ck_dinner_events_capacity" CHECK (capacity >= 4), CONSTRAINT "PK_00f82c0d36acc3509b448dbc9e1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_events_city_date" ON "dinner_events" ("city", "country", "event_date") `);
    await queryRunner.query(
      `CREATE TABLE "dinner_bookings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "booked_by_user_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "hold_expires_at" TIMESTAMP WITH TIME ZONE, "special_requests" character varying(500), "confirmed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "was_late_cancellation" boolean NOT NULL DEFAULT false, "reveal_sent_at" TIMESTAMP WITH TIME ZONE, "teaser_sent_at" TIMESTAMP WITH TIME ZONE, "review_requested_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52e90e05593360e02e8110cb848" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dinner_bookings_pending_hold" ON "dinner_bookings" ("hold_expires_at") WHERE status = 'pending_payment'`);
    await queryRunner.query(`CREATE INDEX "idx_dinner_bookings_couple" ON "dinner_bookings" ("couple_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_dinner_bookings_active_couple" ON "dinner_bookings" ("dinner_id", "couple_id") WHERE status IN ('pending_payment', 'confirmed', 'attended')`,
    );
    await queryRunner.query(
      `CREATE TABLE "dinner_reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "author_user_id" uuid NOT NULL, "rating" smallint NOT NULL, "restaurant_rating" smallint, "review_text" text, "restaurant_feedback_text" text, "couple_reviews" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7816737766b1c5911087399caea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_dinner_reviews_booking" ON "dinner_reviews" ("booking_id") `);
    await queryRunner.query(
      `ALTER TABLE "dinner_group_participants" ADD CONSTRAINT "FK_49d1fed1bd7b8997d947bd844f3" FOREIGN KEY ("group_id") REFERENCES "dinner_groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_bookings" ADD CONSTRAINT "FK_56946d2c8f20f3953e351f9e0d8" FOREIGN KEY ("dinner_id") REFERENCES "dinner_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dinner_reviews" ADD CONSTRAINT "FK_d9fea21f4c9a7d18cf0ae2038bd" FOREIGN KEY ("booking_id") REFERENCES "dinner_bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dinner_reviews" DROP CONSTRAINT "FK_d9fea21f4c9a7d18cf0ae2038bd"`);
    await queryRunner.query(`ALTER TABLE "dinner_bookings" DROP CONSTRAINT "FK_56946d2c8f20f3953e351f9e0d8"`);
    await queryRunner.query(`ALTER TABLE "dinner_group_participants" DROP CONSTRAINT "FK_49d1fed1bd7b8997d947bd844f3"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dinner_reviews_booking"`);
    await queryRunner.query(`DROP TABLE "dinner_reviews"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dinner_bookings_active_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_bookings_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_bookings_pending_hold"`);
    await queryRunner.query(`DROP TABLE "dinner_bookings"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_events_city_date"`);
    await queryRunner.query(`DROP TABLE "dinner_events"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dinner_group_participants_dinner_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_group_participants_group"`);
    await queryRunner.query(`DROP TABLE "dinner_group_participants"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dinner_groups_dinner"`);
    await queryRunner.query(`DROP TABLE "dinner_groups"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."uq_payments_provider_intent"`);
    await queryRunner.query(`DROP INDEX "public"."idx_payments_couple"`);
    await queryRunner.query(`DROP INDEX "public"."idx_payments_booking"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."idx_subscriptions_couple"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "restaurants"`);
  }
}
