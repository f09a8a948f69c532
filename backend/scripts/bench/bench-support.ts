import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { hashSessionId } from '../../src/modules/identity/adapters/session/postgres-session-store';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../src/platform/database/run-migrations';

/** What the API benches (bench-api.ts, bench-rush.ts, bench-reveal.ts) share: servers, seeding, figures, goals. */
export const BACKEND = join(__dirname, '..', '..');
export const SESSION_SECRET = 'bench-session-secret-bench-session-secret';
const WEEK_MS = 7 * 86_400_000;

export const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Waits until the server answers HTTP at all (any status). */
export async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
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

export function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  process.on('exit', () => child.kill());
  child.on('error', () => undefined);
  return child;
}

/** Stops the children, by default with the app's own shutdown (SIGINT), and waits for them. */
export async function stopAll(children: readonly ChildProcess[], signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  for (const child of children) child.kill(signal);
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined)));
}

export function buildBackend(quiet: boolean): void {
  execFileSync('npm', ['run', 'build'], { cwd: BACKEND, stdio: quiet ? 'ignore' : 'inherit' });
}

/** The schema, as the app's start-up migrates it: the bench writes its rows before any instance starts. */
export async function migrate(databaseUrl: string): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions({ url: databaseUrl, embedded: false }));
  await dataSource.initialize();
  try {
    await runMigrationsLocked(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** The environment of one benchmarked instance (`node dist/main.js`). */
export function appEnvironment(databaseUrl: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    RATE_LIMITS_ENABLED: 'false',
    ...extra,
  };
}

export interface BenchCouple {
  coupleId: string;
  userIds: [string, string];
  emails: [string, string];
  /** The primary member's session cookie. */
  cookie: string;
}

/**
 * Verified couples of two, written in a few multi-row statements, each primary member signed
 * in through a session row and a cookie signed as express-session signs it (what the app's
 * sign-in leaves behind, without 300 bcrypt hashes). No profile: the app places them in its
 * launch city, Dublin.
 */
export async function insertCouples(client: Client, count: number, tag: string): Promise<BenchCouple[]> {
  const couples: BenchCouple[] = [];
  const expires = new Date(Date.now() + WEEK_MS);
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Math.min(1000, count - offset);
    const ids = (
      await client.query<{ id: string }>(`INSERT INTO couples (id) SELECT gen_random_uuid() FROM generate_series(1, $1) ORDER BY 1 RETURNING id`, [batch])
    ).rows.map((row) => row.id);
    const users = (
      await client.query<{ id: string; couple_id: string; email: string; role: string }>(
        `INSERT INTO users (email, first_name, last_name, role, email_verified, couple_id, accepted_terms, accepted_privacy_policy)
         SELECT format('%s.%s.%s@bench.tablemates.ie', member.role, $2::text, couple.n), CASE member.role WHEN 'primary' THEN 'Aoife' ELSE 'Cian' END,
                'Bench', member.role, true, couple.id, true, true
           FROM unnest($1::uuid[]) WITH ORDINALITY AS couple(id, n), (VALUES ('primary'), ('partner')) AS member(role)
         RETURNING id, couple_id, email, role`,
        [ids, `${tag}${offset}`],
      )
    ).rows;
    const byCouple = new Map<string, { primary?: (typeof users)[number]; partner?: (typeof users)[number] }>();
    for (const user of users) byCouple.set(user.couple_id, { ...byCouple.get(user.couple_id), [user.role]: user });
    const sessions = ids.map((coupleId) => ({ coupleId, sid: randomBytes(24).toString('base64url'), ...byCouple.get(coupleId)! }));
    await client.query(
      `INSERT INTO sessions (sid, sess, expire, idle_expire, user_id)
       SELECT sid, json_build_object('cookie', json_build_object('originalMaxAge', $4::bigint, 'expires', $3::timestamptz, 'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
                                     'passport', json_build_object('user', user_id)), $3, $3, user_id
         FROM unnest($1::text[], $2::uuid[]) AS s(sid, user_id)`,
      [sessions.map((session) => hashSessionId(session.sid)), sessions.map((session) => session.primary!.id), expires, WEEK_MS],
    );
    for (const session of sessions) {
      const signature = createHmac('sha256', SESSION_SECRET).update(session.sid).digest('base64').replace(/=+$/, '');
      couples.push({
        coupleId: session.coupleId,
        userIds: [session.primary!.id, session.partner!.id],
        emails: [session.primary!.email, session.partner!.email],
        cookie: `tablemates.sid=${encodeURIComponent(`s:${session.sid}.${signature}`)}`,
      });
    }
  }
  return couples;
}

/** The q-quantile (nearest rank) of the values, rounded to 0.1 ms; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
}

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const latencies = (values: readonly number[]): Latencies => ({
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  p99: quantile(values, 0.99),
  max: quantile(values, 1),
});

/** GET /api/health one request after the other until `stop` resolves: the API's answer time as a visitor sees it. */
export async function probeHealth(base: string, until: Promise<unknown>, gapMs = 50): Promise<number[]> {
  let stopped = false;
  void until.finally(() => (stopped = true));
  const times: number[] = [];
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return times;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Goal {
  goal: string;
  figure: string;
  met: boolean;
}

export const goal = (description: string, figure: string | number, met: boolean): Goal => ({ goal: description, figure: String(figure), met });

export function printGoals(goals: readonly Goal[]): void {
  console.log('\ngoal                                                                  figure                      met');
  for (const { goal: description, figure, met } of goals) console.log(`${description.padEnd(69)} ${figure.padEnd(27)} ${met ? 'met' : 'MISSED'}`);
}

/** Where and when the figures were taken, for docs/performance.md. */
export const machine = () => ({
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  at: new Date().toISOString(),
});
