import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../src/platform/database/run-migrations';

/** Names the migrated template database for the test files (set by the global setup). */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates the database every test file copies (CREATE DATABASE … TEMPLATE),
 * then closes it to connections: PostgreSQL copies a template only while nobody is connected.
 */
export async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `tm_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const source = await new DataSource(dataSourceOptions({ url: url.toString(), embedded: false })).initialize();
  try {
    await runMigrationsLocked(source);
  } finally {
    await source.destroy();
  }
  await onServer(serverUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  return name;
}

export async function dropTemplateDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
