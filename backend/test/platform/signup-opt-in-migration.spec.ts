import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../src/platform/database/run-migrations';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const MIGRATIONS = join(__dirname, '..', '..', 'src', 'platform', 'database', 'migrations');
const WAITS = 1796205824633;
const SUBSCRIBED = (email: string, source: string, at: string) =>
  `('${email}', '${at}', 'I agree to receive the Tablemates newsletter by email', '${source}', md5('${email}') || md5('${at}'))`;

/** Issue 46: sign-up opt-ins recorded before this migration, for addresses nobody verified, wait again for the verification. */
describe('migration SignupOptInWaitsForVerification', () => {
  let database: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const earlier = readdirSync(MIGRATIONS)
      .filter((file) => Number(file.split('-')[0]) < WAITS)
      .map((file) => join(MIGRATIONS, file));
    const before = await new DataSource({ ...dataSourceOptions(database.target), migrations: earlier }).initialize();
    await runMigrationsLocked(before);
    await before.query(
      `INSERT INTO users (email, first_name, email_verified) VALUES
         ('unverified@example.ie', 'Aoife', false), ('verified@example.ie', 'Cian', true), ('from-form@example.ie', 'Niamh', false)`,
    );
    await before.query(
      `INSERT INTO newsletter_subscriptions (email, subscribed_at, consent_text, source, unsubscribe_token_hash) VALUES
         ${SUBSCRIBED('unverified@example.ie', 'signup', '2026-01-05T09:30:00Z')}, ${SUBSCRIBED('verified@example.ie', 'signup', '2026-01-06T09:30:00Z')},
         ${SUBSCRIBED('from-form@example.ie', 'newsletter_form', '2026-01-07T09:30:00Z')}`,
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

  it("turns an unverified member's sign-up subscription back into a waiting opt-in; proven subscriptions stay", async () => {
    expect(await source.query(`SELECT email, source FROM newsletter_subscriptions ORDER BY email`)).toEqual([
      { email: 'from-form@example.ie', source: 'newsletter_form' },
      { email: 'verified@example.ie', source: 'signup' },
    ]);
    expect(await source.query(`SELECT email, marketing_opt_in_requested_at AS wish FROM users ORDER BY email`)).toEqual([
      { email: 'from-form@example.ie', wish: null },
      { email: 'unverified@example.ie', wish: new Date('2026-01-05T09:30:00Z') },
      { email: 'verified@example.ie', wish: null },
    ]);
  });
});
