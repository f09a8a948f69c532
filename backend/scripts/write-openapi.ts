import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { AppConfig } from '../src/platform/config/app-config';
import { createOpenApiDocument } from '../src/platform/openapi/swagger';
import { API_DOCUMENT_SOURCES } from '../src/api-document';
import { buildApp } from '../src/bootstrap';

export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi.yaml');

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The app's OpenAPI document, built without a database; by default the development surface (dev outbox included), whatever this shell has set. */
export async function buildOpenApiDocument(env: NodeJS.ProcessEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn' }): Promise<OpenAPIObject> {
  const config = AppConfig.fromEnvironment(env, { jobsEnabled: false });
  const app = await buildApp({ config, database: { url: 'postgres://unused@127.0.0.1:1/unused', embedded: true }, connectDatabase: false, clientDir: null });
  try {
    return createOpenApiDocument(app, config, API_DOCUMENT_SOURCES);
  } finally {
    await app.close();
  }
}

/** The committed openapi.yaml: the document with sorted keys. */
export async function renderOpenApi(): Promise<string> {
  return stringify(sortKeys(await buildOpenApiDocument()), { lineWidth: 0 });
}

/** Why a rendering is not the stable document diffs rely on, or null: two renders must agree, keys sorted, operation ids the method names. */
async function unstable(yaml: string): Promise<string | null> {
  if ((await renderOpenApi()) !== yaml) return 'two renders differ';
  if (yaml.indexOf('components:') > yaml.indexOf('info:')) return 'its keys are not sorted';
  if (!yaml.includes('operationId: getHealth')) return 'its operation ids are not the method names';
  return null;
}

async function checkOpenApi(yaml: string): Promise<void> {
  const problem = await unstable(yaml);
  if (problem) {
    console.error(`openapi.yaml is not stable: ${problem}.`);
    process.exit(1);
  }
  if (readFileSync(OPENAPI_FILE, 'utf8') !== yaml) {
    console.error('openapi.yaml is out of date: run "npm run openapi" and commit the result.');
    process.exit(1);
  }
  console.log('openapi.yaml is current');
}

if (require.main === module) {
  renderOpenApi()
    .then(async (yaml) => {
      if (process.argv.includes('--check')) return checkOpenApi(yaml);
      writeFileSync(OPENAPI_FILE, yaml);
      console.log(`Wrote ${OPENAPI_FILE}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
