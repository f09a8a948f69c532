import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The backend package version (same relative path from src/ and dist/). */
export const APP_VERSION: string = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')).version;
