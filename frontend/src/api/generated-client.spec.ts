import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('frontend/src/api/generated', () => {
  it('is what Orval generates from openapi.yaml (run "npm run api" when this fails)', () => {
    const script = join(__dirname, '..', '..', 'scripts', 'check-api-client.mjs');
    expect(() => execFileSync(process.execPath, [script], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
