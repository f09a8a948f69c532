// Fails when src/api/generated is not what Orval makes of ../openapi.yaml.
// Regenerates in place, compares with what was there, and puts the old files back.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const generated = join(root, 'src', 'api', 'generated');

function snapshot(dir) {
  const files = new Map();
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  try {
    walk(dir);
  } catch {
    // no generated client yet: everything counts as missing
  }
  return files;
}

const before = snapshot(generated);
execFileSync('npx', ['orval', '--config', 'orval.config.ts'], { cwd: root, stdio: 'ignore' });
const after = snapshot(generated);

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length === 0) {
  console.log('frontend/src/api/generated is current');
  process.exit(0);
}
rmSync(generated, { recursive: true, force: true });
for (const [file, content] of before) {
  mkdirSync(dirname(join(generated, file)), { recursive: true });
  writeFileSync(join(generated, file), content);
}
console.error(`frontend/src/api/generated is out of date (${stale.join(', ')}): run "npm run api" and commit the result.`);
process.exit(1);
