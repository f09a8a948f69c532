import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

const INSTANCES = 3;
const ROUNDS = 10;
const ADMIN = { ADMIN_EMAIL: 'Boss@Tablemates.ie', ADMIN_PASSWORD: 'first-password-123' };

// Several instances need a real PostgreSQL server: the embedded one serves a single process.
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Issue 21, item 9: instances started together on an empty database all create the
 * configured admin; before the fix, in one start of four, two crashed with "This email is
 * already registered".
 */
onServer('instances starting together with ADMIN_EMAIL on an empty database', () => {
  // Ten starts in a row, each its own test so that each has the whole test timeout.
  it.each(Array.from({ length: ROUNDS }, (_, index) => index + 1))(
    `start %i of ${ROUNDS}: all ${INSTANCES} instances come up healthy with one admin`,
    async (round) => {
      const database = await createTestDatabase();
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => createTestApp({ database, env: ADMIN, prepare: true })));
      const apps = started.filter((result): result is PromiseFulfilledResult<TestApp> => result.status === 'fulfilled').map((result) => result.value);
      try {
        const failures = started.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => String(result.reason));
        expect({ round, failures }).toEqual({ round, failures: [] });
        for (const app of apps) expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', db: 'up' });
        const admins = await apps[0].app.get(DataSource).query(`SELECT email, is_admin, email_verified FROM users`);
        expect(admins).toEqual([{ email: 'boss@tablemates.ie', is_admin: true, email_verified: true }]);
      } finally {
        for (const app of apps) await app.close();
        await database.drop();
      }
    },
  );
});
