import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseTarget } from '../../src/platform/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the server named by
 * TEST_DATABASE_URL when set (CI), an in-memory embedded PostgreSQL otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { target: { url: embedded.url, embedded: true }, drop: () => embedded.stop() };
  }
  const name = `tm_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString(), embedded: false },
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
