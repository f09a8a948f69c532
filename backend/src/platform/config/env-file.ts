import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` (as .env.example invites) into the environment before the configuration is
 * read, with Node's own parser (the syntax of `node --env-file`). A variable already set in
 * the environment wins over the file, so a deployment's own settings are never overridden
 * by a file left on disk. No file, nothing to do.
 */
export function loadEnvFile(path = '.env', env: NodeJS.ProcessEnv = process.env): boolean {
  if (!existsSync(path)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
  return true;
}
