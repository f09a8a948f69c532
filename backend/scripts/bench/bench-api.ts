import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { AppConfig } from '../../src/platform/config/app-config';
import { DemoData } from '../../src/platform/demo/demo-data';
import { buildApp } from '../../src/bootstrap';
import { createTestDatabase } from '../../test/support/test-database';

/**
 * npm run bench:api [-- --json] [--duration 10] [--connections 20] [--no-build] [--profile] [--only TEXT]
 *
 * Builds the backend, starts it (node dist/main.js) on a database of its own on the server
 * of TEST_DATABASE_URL with the demo data and extra dinners, signs in, and runs autocannon
 * on the main couple reads, the admin reads, the booking write and the health route; the
 * bare node:http + pg baseline (baseline-server.ts) serves the couple's dinner list with
 * the same queries in the same run. Prints a table, or with --json
 * {routes: [{route, rps, p50, p99, baselineRps?, ratio?}]}. Figures go to docs/performance.md.
 * --profile starts the server with --cpu-prof and leaves the profile in backend/profiles/;
 * --only runs the routes whose name contains TEXT.
 */
const BACKEND = join(__dirname, '..', '..');
const SESSION_SECRET = 'bench-session-secret-bench-session-secret';
const ADMIN = { email: 'bench-admin@tablemates.ie', password: 'bench-admin-password-1' };
const EXTRA_DINNERS = 200;
const POOL_SIZE = 10;

interface RouteFigures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  baselineRps?: number;
  baselineP99?: number;
  ratio?: number;
}

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Waits until the server answers HTTP at all (any status). */
async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Demo couples and dinners (through the app's own loader), plus dinners enough for the write benchmark. */
async function seed(databaseUrl: string): Promise<{ email: string; password: string }[]> {
  const config = AppConfig.fromEnvironment({ NODE_ENV: 'development', LOG_LEVEL: 'error', JOBS_ENABLED: 'false', BCRYPT_COST: '4', DATABASE_URL: databaseUrl }, {});
  const app = await buildApp({ config, database: { url: databaseUrl, embedded: false }, clientDir: null });
  await app.init();
  const demo = app.get(DemoData);
  await demo.load();
  await app.close();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents, notes)
     SELECT 'Dublin', 'Ireland', now() + (i || ' hours')::interval + interval '3 days', now() + (i || ' hours')::interval + interval '2 days', 1000, 1500, 'bench'
     FROM generate_series(1, $1) AS i`,
    [EXTRA_DINNERS],
  );
  await client.end();
  return demo
    .credentials()
    .filter((credential) => !/admin/i.test(credential.label))
    .map(({ email, password }) => ({ email, password }));
}

async function signIn(base: string, path: string, credential: { email: string; password: string }): Promise<string | undefined> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credential) });
  if (!res.ok) process.stderr.write(`sign-in at ${path} as ${credential.email}: ${res.status} ${await res.text()}\n`);
  return res.ok ? res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') : undefined;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => child.kill());
  child.on('error', () => undefined);
  return child;
}

type Load = autocannon.Options;

async function run(load: Load) {
  const result = await autocannon(load);
  // Errors and timeouts count as failed answers too: an overloaded server is not a fast one.
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
}

async function main() {
  const json = process.argv.includes('--json');
  const duration = argument('duration', 10);
  const connections = argument('connections', 20);
  const log = (line: string) => json || console.log(line);
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

  if (!process.argv.includes('--no-build')) {
    log('Building the backend...');
    execFileSync('npm', ['run', 'build'], { cwd: BACKEND, stdio: json ? 'ignore' : 'inherit' });
  }
  const database = await createTestDatabase();
  const children: ChildProcess[] = [];
  try {
    log('Loading demo data...');
    const couples = await seed(database.target.url);
    const [appPort, baselinePort] = [await freePort(), await freePort()];
    const profile = process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : [];
    const app = start(process.execPath, [...profile, 'dist/main.js'], {
      NODE_ENV: 'development',
      PORT: String(appPort),
      DATABASE_URL: database.target.url,
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      RATE_LIMITS_ENABLED: 'false',
    });
    const baseline = start(process.execPath, ['-r', 'ts-node/register/transpile-only', 'scripts/bench/baseline-server.ts'], {
      DATABASE_URL: database.target.url,
      SESSION_SECRET,
      PORT: String(baselinePort),
      POOL_SIZE: String(POOL_SIZE),
      TS_NODE_PROJECT: join(BACKEND, 'tsconfig.json'),
    });
    children.push(app, baseline);
    const base = `http://127.0.0.1:${appPort}`;
    await waitUntilServing(`${base}/api/health`, app);
    await waitUntilServing(`http://127.0.0.1:${baselinePort}/`, baseline);
    const cookies = (await Promise.all(couples.map((couple) => signIn(base, '/api/auth/login', couple)))).filter((cookie): cookie is string => Boolean(cookie));
    const adminCookie = await signIn(base, '/api/admin/login', ADMIN);
    if (cookies.length === 0 || !adminCookie) throw new Error('could not sign in');
    const couple = { cookie: cookies[0] };

    const client = new Client({ connectionString: database.target.url });
    await client.connect();
    const dinnerIds: string[] = (await client.query(`SELECT id FROM dinner_events WHERE notes = 'bench' ORDER BY event_date`)).rows.map((row) => row.id);
    await client.end();

    const documented = (await (await fetch(`${base}/api/docs-json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const adminReads = Object.entries(documented.paths)
      .filter(([path, methods]) => path.startsWith('/api/admin/') && !path.includes('{') && 'get' in methods)
      .map(([path]) => path);
    const coupleReads = ['/api/auth/me', '/api/user/available-dinner-events', '/api/user/available-dinner-slots', '/api/user/my-dinner-bookings', '/api/user/profile', '/api/user/partner'];

    const figures: RouteFigures[] = [];
    const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
    const measure = async (route: string, load: Load) => {
      if (!route.includes(only)) return {} as RouteFigures;
      log(`  ${route} ...`);
      figures.push({ route, ...(await run(load)) });
      return figures[figures.length - 1];
    };
    await run({ url: `${base}/api/health`, connections, duration: 2 }); // warm-up
    log(`autocannon, ${connections} connections, ${duration} s per route, on ${cpus().length} cores (the server, the baseline and autocannon share them)`);
    await measure('GET /api/health', { url: `${base}/api/health`, connections, duration });
    for (const path of coupleReads) {
      const figure = await measure(`GET ${path}`, { url: `${base}${path}`, connections, duration, headers: { cookie: couple.cookie } });
      if (path === '/api/user/available-dinner-events' && figure.route) {
        const bare = await run({ url: `http://127.0.0.1:${baselinePort}${path}`, connections, duration, headers: { cookie: couple.cookie } });
        Object.assign(figure, { baselineRps: bare.rps, baselineP99: bare.p99, ratio: Math.round((figure.rps / bare.rps) * 100) / 100 });
      }
    }
    for (const path of adminReads) await measure(`GET ${path} (admin)`, { url: `${base}${path}`, connections, duration, headers: { cookie: adminCookie } });
    // Each couple holds each bench dinner once: distinct writes, not a stream of conflicts.
    const holds = cookies.flatMap((cookie) => dinnerIds.map((dinnerId) => ({ cookie, body: JSON.stringify({ slotId: dinnerId }) })));
    let nextHold = 0;
    await measure('POST /api/user/select-dinner-slot', {
      url: `${base}/api/user/select-dinner-slot`,
      connections,
      duration,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const hold = holds[nextHold++ % holds.length];
            return { ...request, headers: { ...request.headers, cookie: hold.cookie, 'content-type': 'application/json' }, body: hold.body };
          },
        },
      ],
    });

    if (json) {
      console.log(JSON.stringify({ machine: { cores: cpus().length, cpu: cpus()[0]?.model }, connections, duration, routes: figures }, null, 2));
    } else {
      console.log('\nroute                                         req/s   p50 ms   p99 ms    failed   baseline req/s   baseline p99   ratio');
      for (const f of figures) {
        console.log(
          `${f.route.padEnd(44)} ${String(f.rps).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.baselineRps ?? '').padStart(16)} ${String(f.baselineP99 ?? '').padStart(14)} ${String(f.ratio ?? '').padStart(7)}`,
        );
      }
    }
  } finally {
    // SIGINT: the app's own shutdown, so that a --cpu-prof profile is written.
    for (const child of children) child.kill('SIGINT');
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
