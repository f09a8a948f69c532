import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
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

/** The app's OpenAPI document, built without a database; by default the development surface (dev outbox included), whatever this shell has set. */
export async function buildOpenApiDocument(env: NodeJS.ProcessEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn' }): Promise<OpenAPIObject> {
  const config = AppConfig.fromEnvironment(env, { jobsEnabled: false });
  const app = await buildApp({ config, database: { url: 'postgres://unused@127.0.0.1:1/unused', embedded: true }, connectDatabase: false, clientDir: null });
  try {
    return createOpenApiDocument(app, config);
  } finally {
    await app.close();
  }
}

/** The committed openapi.yaml: the document with sorted keys. */
export async function renderOpenApi(): Promise<string> {
  return stringify(sortKeys(await buildOpenApiDocument()), { lineWidth: 0 });
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
