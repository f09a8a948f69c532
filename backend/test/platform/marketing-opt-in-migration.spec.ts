import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../src/platform/database/run-migrations';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const MIGRATIONS = join(__dirname, '..', '..', 'src', 'platform', 'database', 'migrations');
const CARRY_OVER = 1795423243297;

/** Migrates a database to just before the carry-over, adds members, then applies the rest. */
describe('migration MarketingOptInAsNewsletterConsent', () => {
  let database: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const earlier = readdirSync(MIGRATIONS)
      .filter((file) => Number(file.split('-')[0]) < CARRY_OVER)
      .map((file) => join(MIGRATIONS, file));
    const before = await new DataSource({ ...dataSourceOptions(database.target), migrations: earlier }).initialize();
    await runMigrationsLocked(before);
    await before.query(
      // Verified members: a later migration (SignupOptInWaitsForVerification) turns an unverified one's opt-in back into a wish.
      `INSERT INTO users (email, first_name, opt_in_for_marketing, created_at, email_verified) VALUES
         ('opted-in@example.ie', 'Aoife', true, '2026-01-05T09:30:00Z', true),
         ('not-opted-in@example.ie', 'Cian', false, '2026-01-06T09:30:00Z', true),
         ('already-subscribed@example.ie', 'Niamh', true, '2026-01-07T09:30:00Z', true)`,
    );
    await before.query(
      `INSERT INTO newsletter_subscriptions (email, subscribed_at, consent_text, source, unsubscribe_token_hash)
       VALUES ('already-subscribed@example.ie', '2025-12-01T08:00:00Z', 'I agree to receive the Tablemates newsletter by email', 'newsletter_form', repeat('a', 64))`,
    );
    await before.destroy();
    source = await new DataSource(dataSourceOptions(database.target)).initialize();
    await runMigrationsLocked(source);
  });
  // A failed setup leaves `source` (or the database) unset: the teardown must not hide its error.
  afterAll(async () => {
    await source?.destroy();
    await database?.drop();
  });

  it('makes each opt-in a newsletter subscription from sign-up, consented when the account was made; an earlier subscription stays as it was', async () => {
    const rows = await source.query(`SELECT email, subscribed_at, consent_text, source, unsubscribe_token_hash FROM newsletter_subscriptions ORDER BY email`);
    expect(rows).toEqual([
      {
        email: 'already-subscribed@example.ie',
        subscribed_at: new Date('2025-12-01T08:00:00Z'),
        consent_text: 'I agree to receive the Tablemates newsletter by email',
        source: 'newsletter_form',
        unsubscribe_token_hash: 'a'.repeat(64),
      },
      {
        email: 'opted-in@example.ie',
        subscribed_at: new Date('2026-01-05T09:30:00Z'),
        consent_text: "I'd like to receive updates about dining events and special offers",
        source: 'signup',
        unsubscribe_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('drops the users column, the consent module now being the one record', async () => {
    const columns = await source.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'opt_in_for_marketing'`,
    );
    expect(columns).toEqual([]);
  });
});
