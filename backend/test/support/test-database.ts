import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseTarget } from '../../src/platform/database/data-source-options';
import { TEMPLATE_DATABASE_ENV } from './template-database';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** No tables at all, for tests of the migrations themselves; otherwise a copy of the migrated template. */
  empty?: boolean;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('No test database server: run under jest (its global setup starts one) or set TEST_DATABASE_URL');
  return url;
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file, on the server of the run (TEST_DATABASE_URL, set
 * by jest's global setup when not given): a copy of the template the setup migrated once, so
 * no test file pays for the migrations; without that setup (scripts), an empty one.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = serverUrl();
  const template = options.empty ? undefined : process.env[TEMPLATE_DATABASE_ENV];
  const name = `tm_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString(), embedded: false },
    async drop() {
      await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
