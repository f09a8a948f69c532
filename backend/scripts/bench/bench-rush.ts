import { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { createTestDatabase } from '../../test/support/test-database';
import {
  appEnvironment,
  argument,
  BACKEND,
  BenchCouple,
  buildBackend,
  freePort,
  goal,
  Goal,
  insertCouples,
  latencies,
  Latencies,
  machine,
  migrate,
  printGoals,
  probeHealth,
  SESSION_SECRET,
  sleep,
  start,
  stopAll,
  waitUntilServing,
} from './bench-support';
import { asPlainNode } from './plain-node';

/**
 * npm run bench:rush [-- --json] [--couples 300] [--spots 20] [--instances 3] [--duration 120] [--rate 50] [--no-build] [--profile]
 *
 * A booking rush (issue 50). Builds the backend, writes N verified couples, each signed in
 * (a session row), to a database of its own on the server of TEST_DATABASE_URL, and starts
 * `node dist/main.js` --instances times on it. Then every couple books and pays one dinner of
 * --spots spots at the same instant (each server first takes such a rush on a dinner of its own to warm up; POST /api/user/bookings; a hold then
 * POST /api/payments/create-intent and the test-mode card form
 * POST /api/payments/test-mode/confirm, as the booking screen does), first against one
 * instance, then spread over all of them, each rush on a dinner of its own; the same N
 * bookings go to the bare node:http + pg baseline (baseline-server.ts: the dinner row locked,
 * its taken spots counted, the hold inserted). Then the sustained rush: --rate bookings a
 * second for --duration seconds on one instance (each a different couple x dinner), with
 * GET /api/health asked one request after the other throughout and, before, as long on the
 * idle instance. Prints the goals and whether each is met; --json prints everything.
 * --profile starts the instances with --cpu-prof and leaves the profiles in backend/profiles/.
 */
const POOL_SIZE = 10;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const DAY_MS = 86_400_000;
const HOLD_STATUSES = `(status IN ('confirmed', 'attended') OR (status = 'pending_payment' AND hold_expires_at > now()))`;

interface Answer {
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

async function post(url: string, cookie: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch (error) {
    // A refused or reset connection: counted with the server errors.
    return { status: 599, ms: performance.now() - started, body: { message: error instanceof Error ? error.message : String(error) } };
  }
}

const byStatus = (answers: readonly Answer[]) =>
  answers.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const serverErrors = (answers: readonly Answer[]) => answers.filter(({ status }) => status >= 500).length;

/** Books and, when a spot was held, pays, as the booking screen does. */
async function bookAndPay(base: string, couple: BenchCouple, dinnerId: string): Promise<{ booking: Answer; payment: Answer[] }> {
  const booking = await post(`${base}/api/user/bookings`, couple.cookie, { dinner_id: dinnerId });
  if (booking.status !== 201) return { booking, payment: [] };
  const bookingId = (booking.body.booking as { id: string }).id;
  const intent = await post(`${base}/api/payments/create-intent`, couple.cookie, { bookingId });
  if (intent.status !== 201) return { booking, payment: [intent] };
  const confirmation = await post(`${base}/api/payments/test-mode/confirm`, couple.cookie, { paymentIntentId: intent.body.paymentIntentId, ...CARD });
  return { booking, payment: [intent, confirmation] };
}

interface RushFigures {
  instances: number;
  couples: number;
  spots: number;
  /** Spots held or paid beyond the capacity, counted in the database after the rush. */
  oversold: number;
  paid: number;
  bookingStatuses: Record<string, number>;
  paymentStatuses: Record<string, number>;
  serverErrors: number;
  booking: Latencies;
  /** Booking calls answered per second: N over the time from the first call to the last answer. */
  bookingsPerSecond: number;
  /** Until the last payment answered. */
  wallMs: number;
}

async function spotsOf(client: Client, dinnerId: string): Promise<{ taken: number; paid: number; capacity: number }> {
  const {
    rows: [row],
  } = await client.query(
    `SELECT (SELECT count(*)::int FROM dinner_bookings WHERE dinner_id = d.id AND ${HOLD_STATUSES}) AS taken,
            (SELECT count(*)::int FROM dinner_bookings WHERE dinner_id = d.id AND status IN ('confirmed', 'attended')) AS paid, d.capacity
       FROM dinner_events d WHERE d.id = $1`,
    [dinnerId],
  );
  return row;
}

async function rush(client: Client, bases: readonly string[], couples: readonly BenchCouple[], dinnerId: string): Promise<RushFigures> {
  const started = performance.now();
  const outcomes = await Promise.all(couples.map((couple, index) => bookAndPay(bases[index % bases.length], couple, dinnerId)));
  const wallMs = performance.now() - started;
  const bookings = outcomes.map(({ booking }) => booking);
  // Every booking call leaves at the start: the last one answered after the longest.
  const lastBooking = Math.max(...bookings.map(({ ms }) => ms));
  const payments = outcomes.flatMap(({ payment }) => payment);
  for (const failed of [...bookings, ...payments].filter(({ status }) => status >= 500).slice(0, 3))
    process.stderr.write(`  ${failed.status}: ${JSON.stringify(failed.body)}\n`);
  const { taken, paid, capacity } = await spotsOf(client, dinnerId);
  return {
    instances: bases.length,
    couples: couples.length,
    spots: capacity,
    oversold: Math.max(0, taken - capacity, paid - capacity),
    paid,
    bookingStatuses: byStatus(bookings),
    paymentStatuses: byStatus(payments),
    serverErrors: serverErrors(bookings) + serverErrors(payments),
    booking: latencies(bookings.map(({ ms }) => ms)),
    bookingsPerSecond: Math.round((couples.length / lastBooking) * 1000),
    wallMs: Math.round(wallMs),
  };
}

/** The same N bookings at the same instant against the bare baseline. */
async function baselineRush(client: Client, base: string, couples: readonly BenchCouple[], dinnerId: string) {
  const started = performance.now();
  const answers = await Promise.all(couples.map((couple) => post(`${base}/api/user/bookings`, couple.cookie, { dinner_id: dinnerId })));
  const wallMs = performance.now() - started;
  if (serverErrors(answers)) throw new Error(`the baseline failed ${serverErrors(answers)} bookings: is baseline-server.ts in step with the schema?`);
  const { taken, capacity } = await spotsOf(client, dinnerId);
  return {
    bookingsPerSecond: Math.round((couples.length / wallMs) * 1000),
    booking: latencies(answers.map(({ ms }) => ms)),
    statuses: byStatus(answers),
    oversold: Math.max(0, taken - capacity),
  };
}

/** `rate` bookings a second for `seconds`, sent on schedule whatever the answers (an open loop), each a different couple x dinner. */
async function sustainedRush(base: string, couples: readonly BenchCouple[], dinnerIds: readonly string[], rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const answers: Promise<Answer>[] = [];
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    answers.push(post(`${base}/api/user/bookings`, couples[k % couples.length].cookie, { dinner_id: dinnerIds[Math.floor(k / couples.length)] }));
  }
  const sentInMs = performance.now() - started;
  const done = await Promise.all(answers);
  for (const failed of done.filter(({ status }) => status >= 500).slice(0, 3)) process.stderr.write(`  ${failed.status}: ${JSON.stringify(failed.body)}\n`);
  return {
    bookings: total,
    sentPerSecond: Math.round((total / sentInMs) * 10_000) / 10,
    statuses: byStatus(done),
    serverErrors: serverErrors(done),
    booking: latencies(done.map(({ ms }) => ms)),
  };
}

async function insertDinner(client: Client, capacity: number, note: string, count = 1): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents, notes)
     SELECT 'Dublin', 'Ireland', $1::timestamptz + (i || ' hours')::interval, $2, $3, 1500, $4 FROM generate_series(1, $5) AS i RETURNING id`,
    [new Date(Date.now() + 3 * DAY_MS), new Date(Date.now() + 2 * DAY_MS), capacity, note, count],
  );
  return rows.map((row) => row.id);
}

async function main() {
  const json = process.argv.includes('--json');
  const coupleCount = argument('couples', 300);
  const spots = argument('spots', 20);
  const instanceCount = argument('instances', 3);
  const duration = argument('duration', 120);
  const rate = argument('rate', 50);
  const profile = process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : [];
  const log = (line: string) => json || console.log(line);
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

  if (!process.argv.includes('--no-build')) {
    log('Building the backend...');
    buildBackend(json);
  }
  const database = await createTestDatabase();
  const children: ChildProcess[] = [];
  const client = new Client({ connectionString: database.target.url });
  try {
    await migrate(database.target.url);
    await client.connect();
    log(`Writing ${coupleCount} couples, signed in, and the dinners...`);
    const couples = await insertCouples(client, coupleCount, 'rush');
    const warmUps = await insertDinner(client, spots, 'warm-up', instanceCount + 1);
    const [oneInstance, manyInstances, bare] = await insertDinner(client, spots, 'rush', 3);
    const sustained = await insertDinner(client, coupleCount, 'sustained', Math.ceil((rate * duration) / coupleCount));

    const ports = await Promise.all(Array.from({ length: instanceCount + 1 }, () => freePort()));
    const [baselineServer] = asPlainNode(BACKEND, ['scripts/bench/baseline-server.ts']);
    const apps = ports.slice(0, instanceCount).map((port) => start(process.execPath, [...profile, 'dist/main.js'], appEnvironment(database.target.url, port)));
    const baseline = start(process.execPath, [baselineServer], {
      DATABASE_URL: database.target.url,
      SESSION_SECRET,
      PORT: String(ports[instanceCount]),
      POOL_SIZE: String(POOL_SIZE),
    });
    children.push(...apps, baseline);
    const bases = ports.slice(0, instanceCount).map((port) => `http://127.0.0.1:${port}`);
    const baselineBase = `http://127.0.0.1:${ports[instanceCount]}`;
    for (const [index, base] of bases.entries()) await waitUntilServing(`${base}/api/health`, apps[index]);
    await waitUntilServing(`${baselineBase}/`, baseline);

    // Warm-up: every instance and the baseline take a rush of the same shape on a dinner of their own first, so
    // that what is measured is a warm server (JIT-compiled paths, the full dinner's refusal among them, and every
    // couple's session in PostgreSQL's cache), not the first rush after a start.
    for (const [index, base] of bases.entries()) await rush(client, [base], couples, warmUps[index]);
    await baselineRush(client, baselineBase, couples, warmUps[instanceCount]);

    log(`Rush: ${coupleCount} couples book and pay a dinner of ${spots} spots at the same instant...`);
    const single = await rush(client, bases.slice(0, 1), couples, oneInstance);
    const spread = await rush(client, bases, couples, manyInstances);
    const baselineFigures = await baselineRush(client, baselineBase, couples, bare);
    const ratio = (figures: RushFigures) => Math.round((figures.bookingsPerSecond / baselineFigures.bookingsPerSecond) * 100) / 100;

    const idleSeconds = Math.min(duration, 20);
    log(`Health on the idle instance, ${idleSeconds} s...`);
    const idleHealth = latencies(await probeHealth(bases[0], sleep(idleSeconds * 1000)));
    log(`Sustained rush: ${rate} bookings a second for ${duration} s on one instance...`);
    const sustainedRun = sustainedRush(bases[0], couples, sustained, rate, duration);
    const [steady, healthTimes] = await Promise.all([sustainedRun, probeHealth(bases[0], sustainedRun)]);
    const busyHealth = latencies(healthTimes);

    const goals: Goal[] = [];
    for (const [label, figures] of [
      ['1 instance', single],
      [`${instanceCount} instances`, spread],
    ] as const) {
      goals.push(
        goal(`rush, ${label}: spots oversold = 0`, figures.oversold, figures.oversold === 0),
        goal(`rush, ${label}: no 5xx answer`, figures.serverErrors, figures.serverErrors === 0),
        goal(
          `rush, ${label}: >= 0.5 x the bare node + pg bookings/s`,
          `${ratio(figures)} (${figures.bookingsPerSecond}/${baselineFigures.bookingsPerSecond})`,
          ratio(figures) >= 0.5,
        ),
      );
    }
    goals.push(
      goal(`sustained ${rate}/s for ${duration} s: booking p99 < 1 s`, `${steady.booking.p99} ms`, steady.booking.p99 < 1000),
      goal(`sustained: no 5xx answer`, steady.serverErrors, steady.serverErrors === 0),
      goal(
        `sustained: health p99 <= 3 x idle p99`,
        `${busyHealth.p99} / ${idleHealth.p99} ms (${Math.round((busyHealth.p99 / idleHealth.p99) * 10) / 10}x)`,
        busyHealth.p99 <= 3 * idleHealth.p99,
      ),
    );

    if (json) {
      console.log(
        JSON.stringify(
          {
            machine: machine(),
            options: { couples: coupleCount, spots, instances: instanceCount, duration, rate },
            rush: { single, spread, baseline: baselineFigures },
            sustained: { ...steady, idleHealth, busyHealth },
            goals,
          },
          null,
          2,
        ),
      );
    } else {
      for (const figures of [single, spread]) {
        console.log(
          `\nrush on ${figures.instances} instance(s): ${figures.couples} couples, ${figures.spots} spots, ${figures.paid} paid, ${figures.oversold} oversold`,
        );
        console.log(`  booking answers ${JSON.stringify(figures.bookingStatuses)}, payment answers ${JSON.stringify(figures.paymentStatuses)}`);
        console.log(
          `  booking call p50 ${figures.booking.p50} ms, p95 ${figures.booking.p95} ms, p99 ${figures.booking.p99} ms; ${figures.bookingsPerSecond} bookings/s (ratio ${ratio(figures)}); all paid within ${figures.wallMs} ms`,
        );
      }
      console.log(
        `\nbare node + pg: ${baselineFigures.bookingsPerSecond} bookings/s, p50 ${baselineFigures.booking.p50} ms, p99 ${baselineFigures.booking.p99} ms, answers ${JSON.stringify(baselineFigures.statuses)}, ${baselineFigures.oversold} oversold`,
      );
      console.log(
        `\nsustained: ${steady.bookings} bookings at ${steady.sentPerSecond}/s, answers ${JSON.stringify(steady.statuses)}, p50 ${steady.booking.p50} ms, p95 ${steady.booking.p95} ms, p99 ${steady.booking.p99} ms`,
      );
      console.log(`  health p50/p99: idle ${idleHealth.p50}/${idleHealth.p99} ms, during ${busyHealth.p50}/${busyHealth.p99} ms`);
      printGoals(goals);
      const { cores, cpu, loadAverage, at } = machine();
      console.log(`\n${cores} cores (${cpu}), load average ${loadAverage.join(' ')}, ${at}`);
    }
  } finally {
    await client.end().catch(() => undefined);
    await stopAll(children);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
