import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { AppConfig } from '../src/platform/config/app-config';
import { createOpenApiDocument } from '../src/platform/openapi/swagger';
import { buildApp } from '../src/bootstrap';

export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi.yaml');

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/** Builds the app without a database and renders its OpenAPI document with sorted keys. */
export async function renderOpenApi(): Promise<string> {
  // The spec documents the development surface (dev outbox included), whatever this shell has set.
  const config = AppConfig.fromEnvironment({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }, { jobsEnabled: false });
  const app = await buildApp({ config, database: { url: 'postgres://unused@127.0.0.1:1/unused', embedded: true }, connectDatabase: false, clientDir: null });
  try {
    return stringify(sortKeys(createOpenApiDocument(app, config)), { lineWidth: 0 });
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  renderOpenApi()
    .then((yaml) => {
      if (check) {
        const current = readFileSync(OPENAPI_FILE, 'utf8');
        if (current !== yaml) {
          console.error('openapi.yaml is out of date: run "npm run openapi" and commit the result.');
          process.exit(1);
        }
        console.log('openapi.yaml is current');
        return;
      }
      writeFileSync(OPENAPI_FILE, yaml);
      console.log(`Wrote ${OPENAPI_FILE}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
