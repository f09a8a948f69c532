// npm run bench:web [-- --json] [--no-build] [--runs 3] [--cold]
//
// Builds the app, starts it on an empty embedded database with the demo data
// (test/support/app-under-test.mjs), signs in as a demo couple and as the demo admin, and runs
// Lighthouse (mobile, simulated throttling) with the system Chromium on /, /login, /join, the
// couple's dashboard, the admin dashboard and the Match Results of the demo's latest matched
// dinner. Each route's goal is a performance score of 95 or more; the table says whether it is met.
// Prints performance and accessibility scores, LCP and the JavaScript of each route:
// initialJsGzipKb is what the page loads before its first render (its entry chunk and
// static imports, from the build manifest), loadedJsGzipKb every script fetched during the
// load (lazy chunks included). Each route is measured --runs times and its median run is
// reported (Lighthouse's computeMedianRun, as Lighthouse CI does: a single run swings by
// several points with the machine); every run's score is printed beside it. --json prints
// {routes: [{route, performance, performanceRuns, accessibility, lcpMs, tbtMs, lcpElement,
// initialJsGzipKb, loadedJsGzipKb, benchmarkIndex}]}; benchmarkIndex is Lighthouse's own
// measure of the machine's speed in that run (simulated throttling scales what it observed,
// so a slower machine scores lower: compare scores across machines with it). --cold starts Chromium afresh for every run, with a
// new empty profile (chrome-launcher's temporary user-data-dir): a visitor's first visit,
// where one browser for all runs (the default) measures a browser that has already loaded
// the app. Figures go to docs/performance.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startApp } from '../test/support/app-under-test.mjs';

const DEMO = { email: 'aoife.murphy@demo.tablemates.ie', password: 'DemoCouple2025!' };
const DEMO_ADMIN = { email: 'admin@tablemates.ie', password: 'TablematesAdmin2025!' };
const PERFORMANCE_GOAL = 95;
/** The routes, each with the build entry it loads and who is signed in (matchResults: the route is found at run time). */
const ROUTES = [
  { route: '/', entry: 'landing.html' },
  { route: '/login', entry: 'index.html' },
  { route: '/join', entry: 'index.html' },
  { route: '/dashboard', entry: 'index.html', signedIn: 'couple' },
  { route: '/admin-dashboard', entry: 'index.html', signedIn: 'admin' },
  { route: 'matchResults', entry: 'index.html', signedIn: 'admin' },
];
const repoRoot = join(import.meta.dirname, '..', '..');
const dist = join(repoRoot, 'frontend', 'dist');
const json = process.argv.includes('--json');
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const COLD = process.argv.includes('--cold');
const log = (line) => json || console.log(line);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function initialScripts(manifest, entry) {
  const seen = new Set();
  const collect = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported);
  };
  collect(entry);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

async function signIn(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`demo sign-in failed for ${credentials.email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Match Results of the demo season's latest dinner with groups: the console's heaviest page. */
async function matchResultsRoute(baseUrl, adminCookie) {
  const response = await fetch(`${baseUrl}/api/admin/dinners/history-with-matches`, { headers: { Cookie: adminCookie } });
  if (!response.ok) throw new Error(`listing matched dinners failed: ${response.status}`);
  const { dinners } = await response.json();
  const matched = dinners.find((dinner) => dinner.matched_groups > 0);
  if (!matched) throw new Error('the demo data has no matched dinner');
  return `/admin/dinners/${matched.dinner_id}/matches`;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    log('Building...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: json ? 'ignore' : 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const app = await startApp({ JOBS_ENABLED: 'false' });
  const launch = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  // Warm: one browser for every run. Cold: none kept; each run launches its own.
  const shared = COLD ? null : await launch();
  const results = [];
  try {
    const cookies = { couple: await signIn(app.baseUrl, DEMO), admin: await signIn(app.baseUrl, DEMO_ADMIN) };
    for (const { route: named, entry, signedIn } of ROUTES) {
      const route = named === 'matchResults' ? await matchResultsRoute(app.baseUrl, cookies.admin) : named;
      log(`Lighthouse ${route} (${RUNS} ${COLD ? 'cold ' : ''}runs) ...`);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const chrome = shared ?? (await launch());
        try {
          const { lhr } = await lighthouse(`${app.baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: signedIn ? { Cookie: cookies[signedIn] } : undefined,
          });
          runs.push(lhr);
        } finally {
          if (!shared) await chrome.kill();
        }
      }
      const lhr = computeMedianRun(runs);
      const scripts = lhr.audits['network-requests'].details.items
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(app.baseUrl))
        .map((item) => new URL(item.url).pathname.slice(1));
      results.push({
        route: signedIn ? `${route} (${signedIn})` : route,
        finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
        performance: Math.round(lhr.categories.performance.score * 100),
        performanceRuns: runs.map((run) => Math.round(run.categories.performance.score * 100)),
        performanceGoal: PERFORMANCE_GOAL,
        goalMet: Math.round(lhr.categories.performance.score * 100) >= PERFORMANCE_GOAL,
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpElement: largestPaintElement(lhr),
        initialJsGzipKb: round(initialScripts(manifest, entry).reduce((sum, file) => sum + gzipKb(file), 0)),
        loadedJsGzipKb: round(scripts.reduce((sum, file) => sum + gzipKb(file), 0)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
  } finally {
    await shared?.kill();
    await app.stop();
  }
  if (json) {
    console.log(JSON.stringify({ cold: COLD, routes: results }, null, 2));
    return;
  }
  const width = Math.max(24, ...results.map((r) => r.route.length + 2));
  console.log(
    `\n${'route'.padEnd(width)}performance  (each run)     goal ≥${PERFORMANCE_GOAL}   accessibility   LCP ms   TBT ms   initial JS KB gz   loaded JS KB gz   machine   (median of ${RUNS} ${COLD ? 'cold runs, a fresh browser profile each' : 'runs in one browser'})`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(width)}${String(r.performance).padStart(11)}  ${`(${r.performanceRuns.join(', ')})`.padEnd(15)}${(r.goalMet ? 'met' : 'MISSED').padStart(8)}${String(r.accessibility).padStart(16)}${String(r.lcpMs).padStart(9)}${String(r.tbtMs).padStart(9)}${String(r.initialJsGzipKb).padStart(19)}${String(r.loadedJsGzipKb).padStart(18)}${String(r.benchmarkIndex).padStart(10)}`,
    );
  }
  for (const r of results.filter((result) => !result.goalMet)) console.log(`${r.route}: largest paint ${r.lcpElement}`);
}

/** The HTML of the element Lighthouse took as the largest paint (what a missed score waits for). */
function largestPaintElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  return table?.items?.[0]?.node?.snippet ?? null;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
