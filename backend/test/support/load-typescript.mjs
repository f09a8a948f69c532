import { createRequire, register } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

// A jest setupFile: runs in each test worker before its first file. TypeScript through SWC
// with backend/tsconfig.json (whichever directory jest runs from), which emits the decorator
// metadata NestJS injection reads.
const require = createRequire(import.meta.url);
const { readDefaultTsConfig } = require('@swc-node/register/read-default-tsconfig');
require('@swc-node/register/register').register(readDefaultTsConfig(fileURLToPath(new URL('../../tsconfig.json', import.meta.url))));
register('./typescript-as-commonjs.mjs', import.meta.url);
