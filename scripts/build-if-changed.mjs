// `npm start` runs this instead of a full build: it builds a side (backend, client) only when
// its inputs changed since its last successful build (or an output is missing), so a second
// start is quick and a backend edit does not rebuild the client. `npm run build` ends with
// `--stamp`, recording what it built, so a start (or CI's smoke test) after it builds nothing.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.json'];
/** Everything each build reads; test and generated-report folders are not inputs. */
const SIDES = {
  client: {
    build: 'npm run build -w @tablemates/frontend',
    stamp: 'frontend/dist/.build-inputs',
    outputs: ['frontend/dist/index.html'],
    inputs: [
      'frontend/package.json',
      'frontend/tsconfig.json',
      'frontend/vite.config.ts',
      'frontend/index.html',
      'frontend/landing.html',
      'frontend/build',
      'frontend/public',
      'frontend/src',
      'frontend/scripts/report-bundle-size.mjs',
    ],
  },
  backend: {
    build: 'npm run build -w @tablemates/backend',
    stamp: 'backend/dist/.build-inputs',
    outputs: ['backend/dist/main.js'],
    inputs: ['backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/src'],
  },
};

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function fingerprint(side) {
  const hash = createHash('sha256');
  for (const file of [...SHARED_INPUTS, ...side.inputs].flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (side) => join(root, side.stamp);
const upToDate = (side, current) =>
  side.outputs.every((output) => existsSync(join(root, output))) && existsSync(stampOf(side)) && readFileSync(stampOf(side), 'utf8') === current;

for (const [name, side] of Object.entries(SIDES)) {
  const current = fingerprint(side);
  if (process.argv.includes('--stamp')) {
    writeFileSync(stampOf(side), current);
  } else if (upToDate(side, current)) {
    console.log(`The ${name} build is up to date with its sources: skipping it (run \`npm run build\` to force one).`);
  } else {
    execSync(side.build, { cwd: root, stdio: 'inherit' });
    writeFileSync(stampOf(side), current);
  }
}
