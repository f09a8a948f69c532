// `npm start` runs this instead of a full build: it builds only when the build inputs changed
// since the last successful build (or an output is missing), so a second start is quick.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stampFile = join(root, 'backend', 'dist', '.build-inputs');
const outputs = [join(root, 'backend', 'dist', 'main.js'), join(root, 'frontend', 'dist', 'index.html')];
/** Everything the two builds read; test and generated-report folders are not inputs. */
const inputs = [
  'package-lock.json',
  'tsconfig.json',
  'backend/package.json',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'backend/src',
  'frontend/package.json',
  'frontend/tsconfig.json',
  'frontend/vite.config.ts',
  'frontend/index.html',
  'frontend/landing.html',
  'frontend/build',
  'frontend/public',
  'frontend/src',
  'frontend/scripts/report-bundle-size.mjs',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = fingerprint();
const upToDate = outputs.every((output) => existsSync(output)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;
if (upToDate) {
  console.log('Build is up to date with the sources: skipping it (run `npm run build` to force one).');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, current);
}
