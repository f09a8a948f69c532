// Prints how much JavaScript each page loads before anything else (its entry chunk and the
// chunks it imports statically, gzip): the landing (landing.html, budget 90 KB) and the app
// (index.html). Lazy routes (dashboard, signup, admin) are not counted. --check fails the
// build when the landing is over budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const LANDING_BUDGET_KB = 90;
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The JavaScript files a page of the build loads at once: its entry and static imports. */
export function initialScripts(entry) {
  const seen = new Set();
  const collect = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported);
  };
  collect(entry);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function gzipKb(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;
}

const landingKb = gzipKb(initialScripts('landing.html'));
const appFiles = initialScripts('index.html');
console.log(`Landing page JavaScript: ${landingKb.toFixed(1)} KB gzip (budget ${LANDING_BUDGET_KB} KB)`);
console.log(`App JavaScript before its lazy screens: ${gzipKb(appFiles).toFixed(1)} KB gzip in ${appFiles.length} file(s)`);
if (process.argv.includes('--check') && landingKb > LANDING_BUDGET_KB) {
  console.error('Landing over budget: move code out of the landing page into lazy chunks.');
  process.exit(1);
}
