import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoupleAccounts1795240384267 implements MigrationInterface {
  name = 'CoupleAccounts1795240384267';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pending_partners" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "couple_id" uuid NOT NULL, "invited_by_user_id" uuid NOT NULL, "first_name" character varying(100) NOT NULL, "email" character varying(320), "gender" character varying(40), "gender_other" character varying(100), "date_of_birth" date, "invitation_sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bb9d66bf702e7079abe845ac281" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pending_partners_couple" ON "pending_partners" ("couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "auth_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "purpose" character varying(30) NOT NULL, "subject_id" uuid NOT NULL, "email" character varying(320) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "login_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_41e9ddfbb32da18c4e85e45c2fd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_auth_tokens_subject" ON "auth_tokens" ("subject_id", "purpose") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auth_tokens_hash" ON "auth_tokens" ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "partial_signups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cf1f4d972cc81263a8ac5592416" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_partial_signups_email" ON "partial_signups" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "couples" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" character varying(20) NOT NULL DEFAULT 'active', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bd7364cfee909d0cb1912bb25f0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "couple_profiles" ("couple_id" uuid NOT NULL, "bringing_to_tablemates" text array NOT NULL DEFAULT '{}', "life_stage_preference" character varying(100), "dining_frequency" character varying(100) NOT NULL, "restaurant_price_preference" text array NOT NULL DEFAULT '{}', "city" character varying(100) NOT NULL, "country" character varying(100) NOT NULL, "cuisine_types" text array NOT NULL DEFAULT '{}', "dietary_restrictions" text array NOT NULL DEFAULT '{}', "other_dietary_restrictions" text, "dining_vibe" text array NOT NULL DEFAULT '{}', "ideal_social_outing" text array NOT NULL DEFAULT '{}', "social_age_preference" character varying(100) NOT NULL, "diverse_couples_preference" text array NOT NULL DEFAULT '{}', "travel_destinations" text array NOT NULL DEFAULT '{}', "planning_style" character varying(100) NOT NULL, "communication_style" character varying(100) NOT NULL, "social_energy_preference" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1658579179cbc3a4a3a725a99c7" PRIMARY KEY ("couple_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_users_couple" ON "users" ("couple_id") `);
    await queryRunner.query(
      `ALTER TABLE "couple_profiles" ADD CONSTRAINT "FK_1658579179cbc3a4a3a725a99c7" FOREIGN KEY ("couple_id") REFERENCES "couples"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "couple_profiles" DROP CONSTRAINT "FK_1658579179cbc3a4a3a725a99c7"`);
    await queryRunner.query(`DROP INDEX "public"."idx_users_couple"`);
    await queryRunner.query(`DROP TABLE "couple_profiles"`);
    await queryRunner.query(`DROP TABLE "couples"`);
    await queryRunner.query(`DROP INDEX "public"."uq_partial_signups_email"`);
    await queryRunner.query(`DROP TABLE "partial_signups"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auth_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."idx_auth_tokens_subject"`);
    await queryRunner.query(`DROP TABLE "auth_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."uq_pending_partners_couple"`);
    await queryRunner.query(`DROP TABLE "pending_partners"`);
  }
}
