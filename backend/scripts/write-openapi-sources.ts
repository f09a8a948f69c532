import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { collectErrorCodes, ERROR_CODES_FILE, renderErrorCodes } from './openapi/error-codes';
import { PLUGIN_METADATA_FILE, renderPluginMetadata } from './openapi/plugin-metadata';
import { sourceProgram } from './openapi/source-program';

/**
 * The sources the API document is built from that the code base itself determines: the
 * Swagger CLI plugin's metadata and the error codes. `npm run openapi` writes them before
 * rendering openapi.yaml (in its own process, so the app loads the fresh ones).
 */
export function renderGeneratedSources(): Map<string, string> {
  const program = sourceProgram();
  return new Map([
    [PLUGIN_METADATA_FILE, renderPluginMetadata(program)],
    [ERROR_CODES_FILE, renderErrorCodes(collectErrorCodes(program))],
  ]);
}

/** The generated files whose committed text differs from what the sources generate. */
export function staleGeneratedSources(): string[] {
  return [...renderGeneratedSources()].filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => relative(process.cwd(), file));
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleGeneratedSources();
    for (const file of stale) console.error(`${file} is out of date: run "npm run openapi" and commit the result.`);
    if (stale.length > 0) process.exit(1);
    console.log('The generated sources of openapi.yaml are current');
  } else {
    for (const [file, text] of renderGeneratedSources()) writeFileSync(file, text);
    console.log('Wrote the Swagger plugin metadata and the error codes');
  }
}
