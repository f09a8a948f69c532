import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventLog1796190292361 implements MigrationInterface {
  name = 'EventLog1796190292361';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_subscriptions" ("name" character varying(100) NOT NULL, "position" bigint NOT NULL DEFAULT '0', "attempts" integer NOT NULL DEFAULT '0', "retry_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "updated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a6fb46d6127c301a0c4b8d195a5" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_log" ("position" BIGSERIAL NOT NULL, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(100) NOT NULL, "aggregate_type" character varying(50) NOT NULL, "aggregate_id" character varying(100) NOT NULL, "sequence" integer NOT NULL, "payload" jsonb NOT NULL, "actor_type" character varying(20) NOT NULL, "actor_id" character varying(100), "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_event_log_id" UNIQUE ("id"), CONSTRAINT "uq_event_log_aggregate_sequence" UNIQUE ("aggregate_type", "aggregate_id", "sequence"), CONSTRAINT "PK_a629173c41e7b0bdf3fe01f6d11" PRIMARY KEY ("position"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_event_log_type_position" ON "event_log" ("type", "position") `);
    await queryRunner.query(
      `CREATE TABLE "event_handled" ("subscriber" character varying(100) NOT NULL, "event_id" uuid NOT NULL, "handled_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2685648fc60a1d7febdca182e53" PRIMARY KEY ("subscriber", "event_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_handled"`);
    await queryRunner.query(`DROP INDEX "public"."idx_event_log_type_position"`);
    await queryRunner.query(`DROP TABLE "event_log"`);
    await queryRunner.query(`DROP TABLE "event_subscriptions"`);
  }
}
