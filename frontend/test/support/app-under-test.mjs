// Starts the built app (backend/dist + frontend/dist) on a free port with a fresh database,
// and headless Chromium through playwright-core, for the browser journeys.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
/**
 * The PostgreSQL server the journey runner started (test/journeys/run.mjs) and its template
 * database (migrated, demo data loaded once); without them, each app uses its embedded database.
 */
export const JOURNEY_DATABASE_SERVER = 'JOURNEY_DATABASE_SERVER';
export const JOURNEY_TEMPLATE_DATABASE = 'JOURNEY_TEMPLATE_DATABASE';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Why journeys cannot run here, or null. In CI a missing browser is a failure, not a skip. */
export function browserUnavailable() {
  if (existsSync(CHROMIUM_PATH)) return null;
  const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) throw new Error(reason);
  return reason;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl, name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/**
 * Migrates a new database and loads the demo data into it, as the first start of the app
 * does, once for all the journeys; then closes it to connections, so it can be copied.
 */
export async function createJourneyTemplate(serverUrl) {
  const name = `tm_journey_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const seed = join(repoRoot, 'backend', 'dist', 'cli', 'seed-demo.js');
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl(serverUrl, name) };
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seed], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Loading the demo data failed (${code})`))));
  });
  await onServer(serverUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  return name;
}

/** A copy of the runner's template database for one app, or nothing (the embedded database). */
async function ownDatabase() {
  const serverUrl = process.env[JOURNEY_DATABASE_SERVER];
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const name = `tm_journey_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${process.env[JOURNEY_TEMPLATE_DATABASE]}`);
  return { env: { DATABASE_URL: databaseUrl(serverUrl, name) }, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const START_LIMIT_MS = 300_000;

export async function startApp(env = {}) {
  const main = join(repoRoot, 'backend', 'dist', 'main.js');
  if (!existsSync(main) || !existsSync(join(repoRoot, 'frontend', 'dist', 'index.html'))) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-journey-'));
  const database = await ownDatabase();
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMITS_ENABLED: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, database.env);
  const child = spawn(process.execPath, [main], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // A start that fails exits, and is reported at once; the limit only stops one that hangs,
  // and is generous because a busy machine (CI beside other work) may take minutes to start the app.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > START_LIMIT_MS) {
      // Stop it, or the journey's process waits for it after the failure.
      child.kill('SIGTERM');
      await database.drop();
      throw new Error(`The app did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    /** The app's own database, for a journey that sets up what the screens cannot (a dinner already full). */
    databaseUrl: database.env.DATABASE_URL,
    output: () => output,
    /** Mails the app sent to an address, newest first (dev outbox). */
    async outbox(to) {
      const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      return (await response.json()).messages;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      await database.drop();
    },
  };
}

/**
 * How long any page action or wait may take: twice Playwright's 30 s, as the journeys run
 * beside the backend's tests on two cores and a lazy chunk or a matching run can take that
 * long there. Steps name no shorter limit of their own (a busy machine outlasts 15 or 30 s);
 * only a retried attempt inside `eventually` or `followLink` is shorter. A step
 * that is truly stuck still fails, named.
 */
export const PAGE_WAIT_LIMIT_MS = 60_000;

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // browser.newPage goes through newContext too, so every page of every journey gets the limit.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_WAIT_LIMIT_MS);
    return context;
  };
  return browser;
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Saves a screenshot under frontend/test-results/, of a failed step (journey-helpers' step). */
export async function failureScreenshot(page, name) {
  const path = join(repoRoot, 'frontend', 'test-results', `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A picture to look at while working on a page: taken only with JOURNEY_SCREENSHOTS=1, as nothing compares them. */
export async function screenshot(page, name) {
  if (process.env.JOURNEY_SCREENSHOTS === '1') await failureScreenshot(page, name);
}
