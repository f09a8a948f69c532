import { MigrationInterface, QueryRunner } from 'typeorm';

export class SeeYouAgain1795671349823 implements MigrationInterface {
  name = 'SeeYouAgain1795671349823';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "see_you_again_marks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dinner_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "marked_couple_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a0af7cf6759f7c6e1c0953a9c7d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_see_you_again_marks_marked" ON "see_you_again_marks" ("marked_couple_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_see_you_again_marks" ON "see_you_again_marks" ("dinner_id", "couple_id", "marked_couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "see_you_again_contact_grants" ("user_id" uuid NOT NULL, "other_couple_id" uuid NOT NULL, "couple_id" uuid NOT NULL, "share_email" boolean NOT NULL DEFAULT false, "share_phone" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_32179cc09cc90c1338a32315133" PRIMARY KEY ("user_id", "other_couple_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_see_you_again_grants_other" ON "see_you_again_contact_grants" ("other_couple_id") `);
    await queryRunner.query(
      `CREATE TABLE "see_you_again_seatings" ("couple_id" uuid NOT NULL, "other_couple_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_666ef6ca3150b28c6b1374ee249" PRIMARY KEY ("couple_id", "other_couple_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_see_you_again_seatings_other" ON "see_you_again_seatings" ("other_couple_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_see_you_again_seatings_other"`);
    await queryRunner.query(`DROP TABLE "see_you_again_seatings"`);
    await queryRunner.query(`DROP INDEX "public"."idx_see_you_again_grants_other"`);
    await queryRunner.query(`DROP TABLE "see_you_again_contact_grants"`);
    await queryRunner.query(`DROP INDEX "public"."uq_see_you_again_marks"`);
    await queryRunner.query(`DROP INDEX "public"."idx_see_you_again_marks_marked"`);
    await queryRunner.query(`DROP TABLE "see_you_again_marks"`);
  }
}
