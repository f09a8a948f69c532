import { MigrationInterface, QueryRunner } from 'typeorm';

/** The spec's places (admin-side section 5) with their zone, money and language; only Dublin is open. */
const SEEDS: [name: string, country: string, zone: string, currency: string, language: string][] = [
  ['London', 'United Kingdom', 'Europe/London', 'GBP', 'en'],
  ['Manchester', 'United Kingdom', 'Europe/London', 'GBP', 'en'],
  ['Edinburgh', 'United Kingdom', 'Europe/London', 'GBP', 'en'],
  ['Paris', 'France', 'Europe/Paris', 'EUR', 'fr'],
  ['Lyon', 'France', 'Europe/Paris', 'EUR', 'fr'],
  ['Marseille', 'France', 'Europe/Paris', 'EUR', 'fr'],
  ['Berlin', 'Germany', 'Europe/Berlin', 'EUR', 'de'],
  ['Munich', 'Germany', 'Europe/Berlin', 'EUR', 'de'],
  ['Hamburg', 'Germany', 'Europe/Berlin', 'EUR', 'de'],
  ['Rome', 'Italy', 'Europe/Rome', 'EUR', 'it'],
  ['Milan', 'Italy', 'Europe/Rome', 'EUR', 'it'],
  ['Florence', 'Italy', 'Europe/Rome', 'EUR', 'it'],
  ['Madrid', 'Spain', 'Europe/Madrid', 'EUR', 'es'],
  ['Barcelona', 'Spain', 'Europe/Madrid', 'EUR', 'es'],
  ['Valencia', 'Spain', 'Europe/Madrid', 'EUR', 'es'],
  ['Amsterdam', 'Netherlands', 'Europe/Amsterdam', 'EUR', 'nl'],
  ['Rotterdam', 'Netherlands', 'Europe/Amsterdam', 'EUR', 'nl'],
  ['Zurich', 'Switzerland', 'Europe/Zurich', 'CHF', 'de'],
  ['Geneva', 'Switzerland', 'Europe/Zurich', 'CHF', 'fr'],
  ['Toronto', 'Canada', 'America/Toronto', 'CAD', 'en'],
  ['Vancouver', 'Canada', 'America/Vancouver', 'CAD', 'en'],
  ['Montreal', 'Canada', 'America/Toronto', 'CAD', 'fr'],
  ['New York', 'United States', 'America/New_York', 'USD', 'en'],
  ['Los Angeles', 'United States', 'America/Los_Angeles', 'USD', 'en'],
  ['Chicago', 'United States', 'America/Chicago', 'USD', 'en'],
  ['San Francisco', 'United States', 'America/Los_Angeles', 'USD', 'en'],
];

/**
 * Cities become data (issue 49). Dublin is the first row, open, in euros at today's fee, so
 * nothing changes for today's dinners; the other places of the admin spec's location table
 * follow, closed to couples until an owner opens them (admins may already plan dinners there).
 */
export class Cities1796300000000 implements MigrationInterface {
  name = 'Cities1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "country" character varying(100) NOT NULL, "time_zone" character varying(64) NOT NULL, "currency" character varying(3) NOT NULL, "language" character varying(35) NOT NULL, "status" character varying(20) NOT NULL, "default_fee_minor" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_cities_default_fee" CHECK (default_fee_minor >= 0), CONSTRAINT "ck_cities_status" CHECK (status IN ('open', 'coming_soon', 'closed')), CONSTRAINT "PK_4762ffb6e5d198cfec5606bc11e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_cities_name_country" ON "cities" ("name", "country") `);
    await queryRunner.query(
      `INSERT INTO "cities" (name, country, time_zone, currency, language, status, default_fee_minor, created_at) VALUES ('Dublin', 'Ireland', 'Europe/Dublin', 'EUR', 'en', 'open', 1500, '2026-01-01T00:00:00Z')`,
    );
    for (const [index, [name, country, zone, currency, language]] of SEEDS.entries())
      await queryRunner.query(
        `INSERT INTO "cities" (name, country, time_zone, currency, language, status, default_fee_minor, created_at) VALUES ($1, $2, $3, $4, $5, 'closed', 1500, '2026-01-02T00:00:00Z'::timestamptz + $6 * interval '1 second')`,
        [name, country, zone, currency, language, index],
      );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_cities_name_country"`);
    await queryRunner.query(`DROP TABLE "cities"`);
  }
}
