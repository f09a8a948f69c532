import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795239692663 implements MigrationInterface {
  name = 'Initial1795239692663';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" character varying(320) NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "attachments" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_mail_outbox_recipient" ON "mail_outbox" ("recipient", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "job_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "job_name" character varying(100) NOT NULL, "slot" TIMESTAMP WITH TIME ZONE NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "outcome" character varying(20) NOT NULL DEFAULT 'running', "error" text, CONSTRAINT "uq_job_runs_job_slot" UNIQUE ("job_name", "slot"), CONSTRAINT "PK_4d0012c04fcfc287550b76be7e9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "app_meta" ("key" character varying(100) NOT NULL, "value" text NOT NULL, CONSTRAINT "PK_2517812d17c14a0ecd40dd79d63" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" character varying(128) NOT NULL, "sess" jsonb NOT NULL, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, "user_id" uuid, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_sessions_user" ON "sessions" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "idx_sessions_expire" ON "sessions" ("expire") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "password_hash" character varying(100), "first_name" character varying(100) NOT NULL, "last_name" character varying(100), "role" character varying(20) NOT NULL DEFAULT 'primary', "is_admin" boolean NOT NULL DEFAULT false, "email_verified" boolean NOT NULL DEFAULT false, "industry" character varying(100), "location" character varying(100), "phone_number" character varying(40), "nationality" character varying(100), "gender" character varying(40), "gender_other" character varying(100), "date_of_birth" date, "signup_status" character varying(20) NOT NULL DEFAULT 'complete', "accepted_terms" boolean NOT NULL DEFAULT false, "accepted_privacy_policy" boolean NOT NULL DEFAULT false, "opt_in_for_marketing" boolean NOT NULL DEFAULT false, "contact_consent" boolean NOT NULL DEFAULT false, "couple_id" uuid, "invited_by_user_id" uuid, "invitation_expires_at" TIMESTAMP WITH TIME ZONE, "service_terminated" boolean NOT NULL DEFAULT false, "consecutive_late_cancellations" integer NOT NULL DEFAULT '0', "last_cancellation_date" TIMESTAMP WITH TIME ZONE, "firebase_uid" character varying(128), "replit_id" character varying(128), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."idx_sessions_expire"`);
    await queryRunner.query(`DROP INDEX "public"."idx_sessions_user"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "app_meta"`);
    await queryRunner.query(`DROP TABLE "job_runs"`);
    await queryRunner.query(`DROP INDEX "public"."idx_mail_outbox_recipient"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
