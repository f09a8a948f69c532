import { ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { AppConfig } from '../../src/platform/config/app-config';
import { DemoData } from '../../src/platform/demo/demo-data';
import { buildApp } from '../../src/bootstrap';
import { createTestDatabase } from '../../test/support/test-database';
import { argument, BACKEND, freePort, SESSION_SECRET, start, waitUntilServing } from './bench-support';
import { asPlainNode } from './plain-node';

/**
 * npm run bench:api [-- --json] [--duration 10] [--connections 20] [--no-build] [--profile] [--only TEXT] [--queries] [--baseline-each]
 *
 * Builds the backend, starts it (node dist/main.js) on a database of its own on the server
 * of TEST_DATABASE_URL with the demo data and extra dinners, signs in, and runs autocannon
 * on the main couple reads, the admin reads, the booking write and the health route; the
 * bare node:http + pg baseline (baseline-server.ts) serves the couple's dinner list with
 * the same queries in the same run, and every read route is compared with it. Before its
 * load, one request per route counts the SQL statements it sends (query-log.ts). Prints a
 * table, or with --json {routes: [{route, rps, p50, p99, non2xx, queries, baselineRps?,
 * baselineP99?, ratio?, meetsGoal?}]}. Figures go to docs/performance.md.
 * --profile starts the server with --cpu-prof and leaves the profile in backend/profiles/;
 * --only runs the routes whose name contains TEXT (and the baseline when a read matches);
 * --queries also prints the statements of each route; --baseline-each runs the baseline again
 * right before each read route (twice as long, steadier ratios on a machine whose load drifts).
 */
const ADMIN = { email: 'bench-admin@tablemates.ie', password: 'bench-admin-password-1' };
const EXTRA_DINNERS = 200;
const POOL_SIZE = 10;
/** The goal of issue 14 for every read route: at least half the baseline's req/s, at most twice its p99. */
const GOAL = { minRatio: 0.5, maxP99Factor: 2 };

interface RouteFigures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** SQL statements of one request (transaction control included). */
  queries: number;
  baselineRps?: number;
  baselineP99?: number;
  ratio?: number;
  meetsGoal?: boolean;
}

/** Demo couples and dinners (through the app's own loader), plus dinners enough for the write benchmark. */
async function seed(databaseUrl: string): Promise<{ email: string; password: string }[]> {
  const config = AppConfig.fromEnvironment(
    { NODE_ENV: 'development', LOG_LEVEL: 'error', JOBS_ENABLED: 'false', BCRYPT_COST: '4', DATABASE_URL: databaseUrl },
    {},
  );
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
  return res.ok
    ? res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ')
    : undefined;
}

type Load = autocannon.Options;

interface Bench {
  route: string;
  load: Load;
  /** Compared with the baseline. */
  read?: boolean;
  /** The request whose statements are counted; by default a GET with the load's headers. */
  sample?: RequestInit;
}

/** The statements the app sends for one request, recorded by query-log.ts in the app. */
async function statementsOf(app: ChildProcess, url: string, request: RequestInit): Promise<string[]> {
  app.send('start');
  await fetch(url, request);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the session touch runs after the answer
  const reply = once(app, 'message');
  app.send('stop');
  return ((await reply)[0] as { statements: string[] }).statements;
}

async function run(load: Load) {
  const result = await autocannon(load);
  // Errors and timeouts count as failed answers too: an overloaded server is not a fast one.
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
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
    const [queryLog, baselineServer] = asPlainNode(BACKEND, ['scripts/bench/query-log.ts', 'scripts/bench/baseline-server.ts']);
    const app = start(process.execPath, [...profile, '-r', queryLog, 'dist/main.js'], {
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
    const baseline = start(process.execPath, [baselineServer], {
      DATABASE_URL: database.target.url,
      SESSION_SECRET,
      PORT: String(baselinePort),
      POOL_SIZE: String(POOL_SIZE),
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
    const coupleReads = [
      '/api/auth/me',
      '/api/user/available-dinner-events',
      '/api/user/available-dinner-slots',
      '/api/user/my-dinner-bookings',
      '/api/user/profile',
      '/api/user/partner',
    ];

    const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
    const coupleLoad = (path: string) => ({ url: `${base}${path}`, connections, duration, headers: { cookie: couple.cookie } });
    const reads: Bench[] = [
      ...coupleReads.map((path) => ({ route: `GET ${path}`, load: coupleLoad(path), read: true })),
      ...adminReads.map((path) => ({
        route: `GET ${path} (admin)`,
        load: { url: `${base}${path}`, connections, duration, headers: { cookie: adminCookie } },
        read: true,
      })),
    ];
    // Each couple holds each bench dinner once: distinct writes, not a stream of conflicts.
    const holds = cookies.flatMap((cookie) => dinnerIds.map((dinnerId) => ({ cookie, body: JSON.stringify({ slotId: dinnerId }) })));
    let nextHold = 1; // the first is the counted sample
    const write: Bench = {
      route: 'POST /api/user/select-dinner-slot',
      load: {
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
      },
      sample: { method: 'POST', headers: { cookie: holds[0].cookie, 'content-type': 'application/json' }, body: holds[0].body },
    };
    const benches = [{ route: 'GET /api/health', load: { url: `${base}/api/health`, connections, duration } }, ...reads, write].filter(({ route }) =>
      route.includes(only),
    );

    // Counted on an idle server, before any load (a loaded one still works through its backlog).
    const queries = new Map<string, string[]>();
    for (const { route, load, sample } of benches)
      queries.set(route, await statementsOf(app, load.url, sample ?? { headers: load.headers as Record<string, string> }));
    if (process.argv.includes('--queries')) {
      for (const [route, statements] of queries)
        log(`${route}: ${statements.length} statements\n${statements.map((statement) => `    ${statement.replace(/\s+/g, ' ').slice(0, 200)}`).join('\n')}`);
    }

    await run({ url: `${base}/api/health`, connections, duration: 2 }); // warm-up
    log(`autocannon, ${connections} connections, ${duration} s per route, on ${cpus().length} cores (the server, the baseline and autocannon share them)`);
    // By default once per run, before the reads; with --baseline-each again right before every
    // read route, which a shared machine whose load drifts during the run needs.
    const baselineEach = process.argv.includes('--baseline-each');
    const measureBaseline = async () => {
      const bare = await run({
        url: `http://127.0.0.1:${baselinePort}/api/user/available-dinner-events`,
        connections,
        duration,
        headers: { cookie: couple.cookie },
      });
      // A baseline that answers 401 (its queries behind the app's schema) would be a fast error page, not a baseline.
      if (bare.non2xx) throw new Error(`the baseline failed ${bare.non2xx} requests: is baseline-server.ts in step with the app's sessions and schema?`);
      log(`  baseline (bare node:http + pg, 4 queries): ${bare.rps} req/s, p99 ${bare.p99} ms`);
      return bare;
    };
    let bare = benches.some((bench) => bench.read) && !baselineEach ? await measureBaseline() : undefined;
    const figures: RouteFigures[] = [];
    for (const { route, load, read } of benches) {
      if (read && baselineEach) bare = await measureBaseline();
      log(`  ${route} ...`);
      const figure: RouteFigures = { route, ...(await run(load)), queries: queries.get(route)!.length };
      if (read && bare) {
        const ratio = Math.round((figure.rps / bare.rps) * 100) / 100;
        Object.assign(figure, {
          baselineRps: bare.rps,
          baselineP99: bare.p99,
          ratio,
          meetsGoal: ratio >= GOAL.minRatio && figure.p99 <= GOAL.maxP99Factor * bare.p99,
        });
      }
      figures.push(figure);
    }

    if (json) {
      console.log(JSON.stringify({ machine: { cores: cpus().length, cpu: cpus()[0]?.model }, connections, duration, routes: figures }, null, 2));
    } else {
      const goal = (f: RouteFigures) => (f.meetsGoal === undefined ? '' : f.meetsGoal ? 'met' : 'missed');
      console.log(
        '\nroute                                                   queries   req/s   p50 ms   p99 ms    failed   baseline req/s   baseline p99   ratio    goal',
      );
      for (const f of figures) {
        console.log(
          `${f.route.padEnd(55)} ${String(f.queries).padStart(7)} ${String(f.rps).padStart(7)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.baselineRps ?? '').padStart(16)} ${String(f.baselineP99 ?? '').padStart(14)} ${String(f.ratio ?? '').padStart(7)} ${goal(f).padStart(7)}`,
        );
      }
      console.log(`\ngoal per read route: ratio >= ${GOAL.minRatio} and p99 <= ${GOAL.maxP99Factor} x the baseline's p99`);
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
