import { createServer, get, request } from 'node:http';
import { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { signIn } from '../../test/dinners/dinner-fixtures';
import { createTestApp } from '../../test/support/test-app';
import { MatchingSolver } from '../../src/modules/matching/application/matching-solver';
import { NO_HISTORY, resolveMatchingSettings } from '../../src/modules/matching';
import { seedAdmin, seedBookedDinner } from './booked-dinner';
import { parseInstance } from './instance-format';
import { syntheticInstance } from './synthetic-instance';

/**
 * npm run bench:matching-run [-- --couples 2000] [-- --json]
 * A dinner of synthetic booked couples (benchmark data, not demo data) run end to end
 * through POST /api/admin/matching/run/{dinnerId}: load, solve, store. Prints each phase's
 * time and the request's; exits 1 above the goal. Meanwhile it asks GET /api/health one
 * request after another and compares their p99 with the idle server's (issue 25: the solve
 * held the event loop, so health waited seconds). Uses TEST_DATABASE_URL when set (a
 * fresh database on that server), the embedded PostgreSQL otherwise.
 */
const GOAL_MS = 5000;

/** The fields of the run's answer this bench prints. */
interface RunAnswer {
  matches: {
    phases_ms: { load: number; solve: number; store: number };
    matched_groups: number;
    matched_couples: number;
    unmatched_couples: number;
    unassigned_groups: number;
  };
}
/** Health's p99 during the run may be at most this many times its idle p99. */
const HEALTH_GOAL_FACTOR = 3;
const IDLE_HEALTH_REQUESTS = 300;
const HOUR = 3_600_000;

/** Milliseconds each of one-after-another health requests took, until `stop` says so, and how many did not answer 200. */
async function healthLatencies(port: number, stop: (count: number) => boolean): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  while (!stop(latencies.length)) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        // A 503 says the database did not answer (on a shared server: too many clients); it is counted, not timed.
        if (response.statusCode !== 200) failed++;
        response.resume().on('end', resolve);
      }).on('error', reject),
    );
    latencies.push(performance.now() - started);
  }
  return { latencies, failed };
}

/** POSTs `path`; answers once the body's last byte arrived, before anyone parses it (parsing is the client's work, not the server's). */
function post(port: number, path: string, cookie: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject).end();
  });
}

/** The main thread's event-loop delay (perf_hooks' histogram, 10 ms resolution) while `work` runs. */
async function loopDelayP99<T>(work: () => Promise<T>): Promise<[T, number]> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    return [await work(), Math.round(histogram.percentile(99) / 1e5) / 10];
  } finally {
    histogram.disable();
  }
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] * 10) / 10;
}

async function main() {
  const argument = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const couples = Number(argument('--couples') ?? 2000);
  const json = process.argv.includes('--json');
  const app = await createTestApp();
  try {
    const db = app.app.get(DataSource);
    const instance = parseInstance(syntheticInstance(couples, 1));
    const now = app.clock.now().getTime();
    const seeded = performance.now();
    const { dinnerId } = await seedBookedDinner(db, {
      couples: instance.couples,
      restaurants: instance.restaurants,
      eventDate: new Date(now + 72 * HOUR),
      bookingDeadline: new Date(now - HOUR),
    });
    const seedMs = Math.round(performance.now() - seeded);
    const cookie = await signIn(app, await seedAdmin(db));
    // The worker thread starts at a process's first solve (about 0.5 s from the build, more through ts-node): not part of a run.
    await app.app.get(MatchingSolver).solve({
      couples: [],
      restaurants: [],
      settings: resolveMatchingSettings(),
      onDate: new Date(now),
      seed: 1,
      history: NO_HISTORY,
      aiProposal: null,
      withPairScores: false,
    });
    // A server of its own for the health probe: supertest starts and stops the app's for each of its requests.
    const server = createServer(app.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const [idle, idleLoopDelayP99Ms] = await loopDelayP99(() => healthLatencies(port, (count) => count >= IDLE_HEALTH_REQUESTS));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let running = true;
    const [[response, during], loopDelayP99Ms] = await loopDelayP99(async () => {
      const probe = healthLatencies(port, () => !running);
      const answer = await post(port, `/api/admin/matching/run/${dinnerId}`, cookie);
      running = false;
      return [answer, await probe] as const;
    });
    const totalMs = Math.round(performance.now() - started);
    server.close();
    // The app runs in this process (its worker thread included): its CPU time says what the run costs whatever else loads the machine (PostgreSQL's own work excluded).
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    const loadAverage = os.loadavg()[0];
    if (response.status !== 200) throw new Error(`run answered ${response.status}: ${response.text}`);
    const { phases_ms: phases, matched_groups, matched_couples, unmatched_couples, unassigned_groups } = (JSON.parse(response.text) as RunAnswer).matches;
    const health = {
      healthP99Ms: p99(during.latencies),
      idleHealthP99Ms: p99(idle.latencies),
      healthRequests: during.latencies.length,
      healthMaxMs: Math.round(Math.max(...during.latencies)),
      healthNot200: during.failed + idle.failed,
      loopDelayP99Ms,
      idleLoopDelayP99Ms,
    };
    const healthGoalMet = health.healthP99Ms <= HEALTH_GOAL_FACTOR * health.idleHealthP99Ms;
    const report = {
      couples,
      restaurants: instance.restaurants.length,
      seedMs,
      phasesMs: phases,
      requestMs: totalMs,
      ...health,
      healthGoalMet,
      cpuMs,
      loadAverage,
      matchedGroups: matched_groups,
      matchedCouples: matched_couples,
      unmatchedCouples: unmatched_couples,
      unassignedGroups: unassigned_groups,
      goalMs: GOAL_MS,
      goalMet: totalMs < GOAL_MS,
    };
    if (json) console.log(JSON.stringify(report));
    else {
      console.log(`${couples} booked couples, ${instance.restaurants.length} restaurants (seeded in ${seedMs} ms, not timed)`);
      console.log(`load   ${phases.load} ms`);
      console.log(`solve  ${phases.solve} ms`);
      console.log(`store  ${phases.store} ms`);
      console.log(`request (load + solve + store + answer with the stored groups) ${totalMs} ms, goal < ${GOAL_MS} ms: ${report.goalMet ? 'met' : 'MISSED'}`);
      console.log(
        `GET /api/health p99 during the run ${health.healthP99Ms} ms (${health.healthRequests} requests, slowest ${health.healthMaxMs} ms, ${health.healthNot200} not 200), idle ${health.idleHealthP99Ms} ms, goal within ${HEALTH_GOAL_FACTOR}x idle: ${healthGoalMet ? 'met' : 'MISSED'}`,
      );
      console.log(`main thread's event-loop delay p99 during the run ${loopDelayP99Ms} ms, idle ${idleLoopDelayP99Ms} ms`);
      console.log(`CPU time of the app process during the request ${cpuMs} ms; load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores`);
      console.log(`${matched_groups} groups, ${matched_couples} couples matched, ${unmatched_couples} unmatched, ${unassigned_groups} groups without a table`);
    }
    if (!report.goalMet || !healthGoalMet) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
