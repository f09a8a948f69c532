import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnvFile } from './env-file';

describe('loadEnvFile', () => {
  it('reads .env, the environment winning over the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'env-')), '.env');
    writeFileSync(file, 'TM_ENV_FILE_PORT=4100\nTM_ENV_FILE_SECRET=from-file\n');
    const env: NodeJS.ProcessEnv = { TM_ENV_FILE_SECRET: 'from-environment' };
    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({ TM_ENV_FILE_PORT: '4100', TM_ENV_FILE_SECRET: 'from-environment' });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(join(tmpdir(), 'no-such-dir', '.env'), env)).toBe(false);
    expect(env).toEqual({});
  });
});
