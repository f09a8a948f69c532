// Fails when backend/test/support/openapi-types.generated.ts (the API's types the backend's
// tests read) is not what openapi-typescript makes of openapi.yaml. Generates into a
// temporary file and compares; the committed file is left as it is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const committed = join(root, 'backend', 'test', 'support', 'openapi-types.generated.ts');
const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
try {
  const fresh = join(dir, 'openapi-types.generated.ts');
  execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh], { cwd: root, stdio: 'ignore' });
  if (readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8')) {
    console.log('backend/test/support/openapi-types.generated.ts is current');
  } else {
    console.error('backend/test/support/openapi-types.generated.ts is out of date: run "npm run api" and commit the result.');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
