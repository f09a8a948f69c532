import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTemplateDatabase, dropTemplateDatabase, TEMPLATE_DATABASE_ENV } from './template-database';

interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** What the teardown needs; jest runs setup and teardown in one process. */
interface RunDatabase {
  serverUrl: string;
  template: string;
  server?: TestPostgres;
}
const RUN_DATABASE = Symbol.for('tablemates.test.run-database');
type WithRunDatabase = typeof globalThis & { [RUN_DATABASE]?: RunDatabase };

/** The server every test run shares with the browser journeys (plain ESM, outside the backend). */
async function startTestPostgres(): Promise<TestPostgres> {
  const script = pathToFileURL(join(__dirname, '..', '..', '..', 'scripts', 'test-postgres.mjs')).href;
  const module = (await import(script)) as { startTestPostgres(): Promise<TestPostgres> };
  return module.startTestPostgres();
}

/**
 * Once per jest run: the PostgreSQL server of TEST_DATABASE_URL, or one started for the run,
 * and a template database migrated once, which each test file copies. Workers inherit the
 * environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL ? undefined : await startTestPostgres();
  const serverUrl = server?.url ?? process.env.TEST_DATABASE_URL!;
  try {
    const template = await createTemplateDatabase(serverUrl);
    process.env.TEST_DATABASE_URL = serverUrl;
    process.env[TEMPLATE_DATABASE_ENV] = template;
    (globalThis as WithRunDatabase)[RUN_DATABASE] = { serverUrl, template, server };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

export async function globalTeardown(): Promise<void> {
  const run = (globalThis as WithRunDatabase)[RUN_DATABASE];
  if (!run) return;
  if (run.server) await run.server.stop();
  else await dropTemplateDatabase(run.serverUrl, run.template);
}
