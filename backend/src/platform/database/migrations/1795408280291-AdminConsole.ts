import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminConsole1795408280291 implements MigrationInterface {
  name = 'AdminConsole1795408280291';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "matching_config" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "parameter_name" character varying(255) NOT NULL, "parameter_value" text NOT NULL, "data_type" character varying(10) NOT NULL, "description" character varying(1000), "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_733b7e2b7292380895642d311c4" UNIQUE ("parameter_name"), CONSTRAINT "ck_matching_config_data_type" CHECK (data_type IN ('string', 'integer', 'decimal', 'boolean')), CONSTRAINT "PK_38c54ad8e42c5e2bca081c8aaa6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "restaurants" ALTER COLUMN "tables_per_night" SET DEFAULT '3'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "restaurants" ALTER COLUMN "tables_per_night" SET DEFAULT '1'`);
    await queryRunner.query(`DROP TABLE "matching_config"`);
  }
}
