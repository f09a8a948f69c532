// Prints how much JavaScript the landing route loads (entry chunk and its static imports,
// gzip), against the 150 KB budget. Lazy routes (dashboard, signup, admin) are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 150;
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported);
}
collect('index.html');

const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
const kb = (gzipBytes / 1024).toFixed(1);
console.log(`Landing route JavaScript: ${kb} KB gzip in ${files.length} file(s) (budget ${BUDGET_KB} KB)`);
if (process.argv.includes('--check') && gzipBytes / 1024 > BUDGET_KB) {
  console.error('Over budget: move code out of the landing route into lazy chunks.');
  process.exit(1);
}
