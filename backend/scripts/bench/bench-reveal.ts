import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createTransport } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { Client } from 'pg';
import { createTestDatabase } from '../../test/support/test-database';
import {
  appEnvironment,
  argument,
  BACKEND,
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
  sleep,
  start,
  stopAll,
  waitUntilServing,
} from './bench-support';
import { asPlainNode } from './plain-node';

/**
 * npm run bench:reveal [-- --json] [--couples 10000] [--dinners 200] [--instances 2] [--no-build] [--profile]
 *
 * The Friday reveal (issue 50). For one instance, then for --instances sharing the work
 * (each on a database of its own on the server of TEST_DATABASE_URL): writes --couples paid
 * couples seated in groups of five at --dinners dinners (a restaurant each, the dinner
 * 'restaurant_assigned'), starts `node dist/main.js` with its jobs on and SMTP_URL pointing at
 * a local SMTP sink (smtp-sink.ts, a process of its own), measures GET /api/health on the
 * idle service, then moves every dinner to 24 hours after the next fifth minute (dinners are at
 * round times): the reveal time arrives in real time, and the every-minute notifications job
 * finds them all at once, beside the jobs that run every five minutes.
 * It then follows the outbox and the sink until every reveal mail is delivered (or 5 min 15 s
 * pass), asking GET /api/health one request after the other throughout. Before the first
 * scenario, the sink alone is measured: mails of the reveal's size sent to it over 10
 * connections. Prints the goals and whether each is met; --json prints everything.
 * --profile starts the instances with --cpu-prof and leaves the profiles in backend/profiles/.
 */
const SUBJECT = 'Your surprise dinner is revealed';
const GROUP_SIZE = 5;
const QUEUE_WITHIN_MS = 60_000;
const DELIVER_WITHIN_MS = 5 * 60_000;
/** Past the delivery goal, the bench stops following and reports what arrived. */
const FOLLOW_FOR_MS = DELIVER_WITHIN_MS + 15_000;
const DAY_MS = 86_400_000;
const FIVE_MINUTES_MS = 5 * 60_000;

interface Sink {
  child: ChildProcess;
  url: string;
  ask<T>(message: 'count' | 'report'): Promise<T>;
  reset(): void;
}

async function startSink(): Promise<Sink> {
  const port = await freePort();
  const [script] = asPlainNode(BACKEND, ['scripts/bench/smtp-sink.ts']);
  const child = start(process.execPath, [script], { PORT: String(port) });
  await once(child, 'message');
  return {
    child,
    url: `smtp://127.0.0.1:${port}`,
    async ask<T>(message: 'count' | 'report') {
      const reply = once(child, 'message');
      child.send(message);
      return (await reply)[0] as T;
    },
    reset: () => void child.send('reset'),
  };
}

/** What the sink accepts per second alone: mails of a reveal's size over 10 connections at once. */
async function sinkAlone(sink: Sink, count: number): Promise<number> {
  // The pool reads the URL itself: createTransport({ url, pool }) would keep only the URL's options (a connection per mail).
  const transport = createTransport(new SMTPPool({ url: sink.url, pool: true, maxConnections: 10 }));
  const html = `<p>${'Your surprise dinner is at a restaurant. '.repeat(200)}</p>`;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      transport.sendMail({ from: 'bench@tablemates.ie', to: `sink.${index}@bench.tablemates.ie`, subject: 'sink alone', text: html, html }),
    ),
  );
  const perSecond = Math.round((count / (performance.now() - started)) * 1000);
  transport.close();
  sink.reset();
  return perSecond;
}

/** Paid couples seated in groups of five, a restaurant per dinner; the dinners a month away until the bench sets their time. */
async function seed(client: Client, coupleCount: number, dinnerCount: number): Promise<{ emails: string[] }> {
  const couples = await insertCouples(client, coupleCount, 'reveal');
  const month = new Date(Date.now() + 30 * DAY_MS);
  const dinners = (
    await client.query<{ id: string }>(
      `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents, status, notes)
       SELECT 'Dublin', 'Ireland', $1, now() - interval '1 hour', $2, 1500, 'restaurant_assigned', 'reveal' FROM generate_series(1, $3) RETURNING id`,
      [month, Math.max(4, Math.ceil(coupleCount / dinnerCount)), dinnerCount],
    )
  ).rows.map((row) => row.id);
  const restaurants = (
    await client.query<{ id: string }>(
      `INSERT INTO restaurants (name, address, city, country, price_range, tables_per_night, cuisine_types, avg_rating)
       SELECT 'Bench Table ' || i, i || ' Bench Lane', 'Dublin', 'Ireland', '€€', 20, '{Irish}', 4.5 FROM generate_series(1, $1) AS i RETURNING id`,
      [dinnerCount],
    )
  ).rows.map((row) => row.id);
  const dinnerOf = (k: number) => k % dinnerCount;
  const bookings = (
    await client.query<{ id: string; couple_id: string }>(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at)
       SELECT dinner_id, couple_id, user_id, 'confirmed', now() - interval '2 days' FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS b(dinner_id, couple_id, user_id)
       RETURNING id, couple_id`,
      [couples.map((_, k) => dinners[dinnerOf(k)]), couples.map((couple) => couple.coupleId), couples.map((couple) => couple.userIds[0])],
    )
  ).rows;
  const bookingOf = new Map(bookings.map((booking) => [booking.couple_id, booking.id]));
  // Couple k sits at dinner k mod D, the (k div D)-th there, at table (k div D) div 5 + 1.
  const groups = new Map<string, { id: string; dinner: number; table: number }>();
  const seats = couples.map((couple, k) => {
    const dinner = dinnerOf(k);
    const table = Math.floor(Math.floor(k / dinnerCount) / GROUP_SIZE) + 1;
    const key = `${dinner}/${table}`;
    if (!groups.has(key)) groups.set(key, { id: randomUUID(), dinner, table });
    return { groupId: groups.get(key)!.id, dinnerId: dinners[dinner], coupleId: couple.coupleId, bookingId: bookingOf.get(couple.coupleId)! };
  });
  const groupList = [...groups.values()];
  await client.query(
    `INSERT INTO dinner_groups (id, dinner_id, restaurant_id, table_number, compatibility_score, status)
     SELECT id, dinner_id, restaurant_id, table_number, 80, 'restaurant_assigned' FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[]) AS g(id, dinner_id, restaurant_id, table_number)`,
    [
      groupList.map((group) => group.id),
      groupList.map((group) => dinners[group.dinner]),
      groupList.map((group) => restaurants[group.dinner]),
      groupList.map((group) => group.table),
    ],
  );
  await client.query(
    `INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id, booking_id, participation_status)
     SELECT group_id, dinner_id, couple_id, booking_id, 'invited' FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[]) AS p(group_id, dinner_id, couple_id, booking_id)`,
    [seats.map((seat) => seat.groupId), seats.map((seat) => seat.dinnerId), seats.map((seat) => seat.coupleId), seats.map((seat) => seat.bookingId)],
  );
  return { emails: couples.flatMap((couple) => couple.emails) };
}

interface Progress {
  /** Ms after the reveal time. */
  at: number;
  queued: number;
  delivered: number;
}

interface ScenarioFigures {
  instances: number;
  couples: number;
  dinners: number;
  expected: number;
  revealAt: string;
  queued: number;
  /** Ms after the reveal time when the last reveal mail was queued (outbox created_at). */
  lastQueuedMs: number | null;
  delivered: number;
  firstDeliveredMs: number | null;
  lastDeliveredMs: number | null;
  /** Reveal mails the sink accepted per second, from the first to the last. */
  sentPerSecond: number;
  /** Members without their reveal mail (none yet, when the run was cut off) and members with more than one, at the sink and in the outbox. */
  atSink: Once;
  inOutbox: Once;
  /** Reveal mails queued or accepted, or bookings marked revealed, before the reveal time. */
  early: number;
  idleHealth: Latencies;
  busyHealth: Latencies;
  progress: Progress[];
}

interface Once {
  missing: number;
  twice: number;
}

async function scenario(sink: Sink, options: { instances: number; couples: number; dinners: number; log: (line: string) => void }): Promise<ScenarioFigures> {
  const { instances, couples: coupleCount, dinners: dinnerCount, log } = options;
  const profile = process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : [];
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.target.url });
  const children: ChildProcess[] = [];
  try {
    await migrate(database.target.url);
    await client.connect();
    log(`\n${instances} instance(s): writing ${coupleCount} paid couples seated at ${dinnerCount} dinners...`);
    const { emails } = await seed(client, coupleCount, dinnerCount);
    // Only this scenario's mails: an earlier scenario's instances were killed with mails still in flight, which the sink took after its report.
    sink.reset();
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    for (const port of ports)
      children.push(
        start(process.execPath, [...profile, 'dist/main.js'], appEnvironment(database.target.url, port, { JOBS_ENABLED: 'true', SMTP_URL: sink.url })),
      );
    const base = `http://127.0.0.1:${ports[0]}`;
    for (const [index, port] of ports.entries()) await waitUntilServing(`http://127.0.0.1:${port}/api/health`, children[index]);

    const idleHealth = latencies(await probeHealth(base, sleep(15_000)));
    // 24 hours after the next fifth minute at least 10 s away, as for a dinner at a round time: the notifications job runs
    // at each minute's start, and the jobs that run every five minutes (the unseated couples' refunds among them) run with it.
    const revealAt = Math.ceil((Date.now() + 10_000) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
    await client.query(`UPDATE dinner_events SET event_date = $1 WHERE notes = 'reveal'`, [new Date(revealAt + DAY_MS)]);
    log(`  reveal time ${new Date(revealAt).toISOString()}; health idle p50 ${idleHealth.p50} ms, p99 ${idleHealth.p99} ms`);

    const progress: Progress[] = [];
    let done = false;
    const follow = (async () => {
      while (Date.now() < revealAt + FOLLOW_FOR_MS) {
        const [{ queued }] = (await client.query(`SELECT count(*)::int AS queued FROM mail_outbox WHERE subject = $1`, [SUBJECT])).rows;
        const { count: delivered } = await sink.ask<{ count: number }>('count');
        progress.push({ at: Date.now() - revealAt, queued, delivered });
        if (Date.now() >= revealAt && progress.length % 10 === 0)
          log(`  +${Math.round((Date.now() - revealAt) / 1000)} s: ${queued} queued, ${delivered} delivered`);
        if (delivered >= emails.length && queued >= emails.length) break;
        await sleep(1000);
      }
      done = true;
    })();
    await sleep(Math.max(0, revealAt - Date.now()));
    const busyHealth = latencies(done ? [] : await probeHealth(base, follow));
    await follow;

    const mails = (await sink.ask<{ mails: { to: string; subject: string; at: number }[] }>('report')).mails.filter((mail) => mail.subject === SUBJECT);
    const atSink = new Map<string, number>();
    for (const mail of mails) atSink.set(mail.to, (atSink.get(mail.to) ?? 0) + 1);
    const inOutbox = new Map(
      (
        await client.query<{ recipient: string; n: number }>(`SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE subject = $1 GROUP BY recipient`, [
          SUBJECT,
        ])
      ).rows.map((row) => [row.recipient, row.n]),
    );
    const [outbox] = (
      await client.query(`SELECT count(*)::int AS queued, min(created_at) AS first, max(created_at) AS last FROM mail_outbox WHERE subject = $1`, [SUBJECT])
    ).rows;
    const [{ early_bookings: earlyBookings }] = (
      await client.query(`SELECT count(*)::int AS early_bookings FROM dinner_bookings WHERE reveal_sent_at < $1`, [new Date(revealAt)])
    ).rows;
    const times = mails.map((mail) => mail.at - revealAt);
    const first = times.length ? Math.min(...times) : null;
    const last = times.length ? Math.max(...times) : null;
    const once = (counts: Map<string, number>): Once => ({
      missing: emails.filter((email) => !counts.has(email)).length,
      twice: emails.filter((email) => (counts.get(email) ?? 0) > 1).length,
    });
    return {
      instances,
      couples: coupleCount,
      dinners: dinnerCount,
      expected: emails.length,
      revealAt: new Date(revealAt).toISOString(),
      queued: outbox.queued,
      lastQueuedMs: outbox.last ? outbox.last.getTime() - revealAt : null,
      delivered: mails.length,
      firstDeliveredMs: first,
      lastDeliveredMs: last,
      sentPerSecond: first !== null && last !== null && last > first ? Math.round((mails.length / (last - first)) * 1000) : 0,
      atSink: once(atSink),
      inOutbox: once(inOutbox),
      early: times.filter((time) => time < 0).length + (outbox.first && outbox.first.getTime() < revealAt ? 1 : 0) + earlyBookings,
      idleHealth,
      busyHealth,
      progress,
    };
  } finally {
    await client.end().catch(() => undefined);
    // Killed, not shut down: the app's shutdown waits for a running job, here a reveal job that may still have minutes to go.
    // Profiled instances are shut down all the same: a killed process writes no profile.
    await stopAll(children, profile.length > 0 ? 'SIGINT' : 'SIGKILL');
    await database.drop();
  }
}

function goalsOf(figures: ScenarioFigures): Goal[] {
  const label = `${figures.instances} instance(s)`;
  const seconds = (ms: number | null) => (ms === null ? 'none' : `${Math.round(ms / 100) / 10} s`);
  const allQueued = figures.queued >= figures.expected;
  const allDelivered = figures.delivered >= figures.expected;
  return [
    goal(
      `${label}: every reveal queued within 60 s of its time`,
      `${figures.queued}/${figures.expected}, last +${seconds(figures.lastQueuedMs)}`,
      allQueued && figures.lastQueuedMs !== null && figures.lastQueuedMs <= QUEUE_WITHIN_MS,
    ),
    goal(
      `${label}: every reveal delivered within 5 min of its time`,
      `${figures.delivered}/${figures.expected}, last +${seconds(figures.lastDeliveredMs)}`,
      allDelivered && figures.lastDeliveredMs !== null && figures.lastDeliveredMs <= DELIVER_WITHIN_MS,
    ),
    goal(
      `${label}: exactly one reveal per member (sink, outbox)`,
      `twice ${figures.atSink.twice}, ${figures.inOutbox.twice}; none ${figures.atSink.missing}, ${figures.inOutbox.missing}`,
      [figures.atSink, figures.inOutbox].every((count) => count.missing === 0 && count.twice === 0),
    ),
    goal(`${label}: no reveal before its time`, figures.early, figures.early === 0),
    goal(
      `${label}: health p99 <= 3 x idle p99`,
      `${figures.busyHealth.p99} / ${figures.idleHealth.p99} ms (${Math.round((figures.busyHealth.p99 / figures.idleHealth.p99) * 10) / 10}x)`,
      figures.busyHealth.p99 <= 3 * figures.idleHealth.p99,
    ),
  ];
}

async function main() {
  const json = process.argv.includes('--json');
  const couples = argument('couples', 10_000);
  const dinners = argument('dinners', 200);
  const instances = argument('instances', 2);
  const log = (line: string) => json || console.log(line);
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

  if (!process.argv.includes('--no-build')) {
    log('Building the backend...');
    buildBackend(json);
  }
  const sink = await startSink();
  try {
    const sinkPerSecond = await sinkAlone(sink, Math.min(2000, 2 * couples));
    log(`The sink alone accepts ${sinkPerSecond} mails/s (10 connections).`);
    const runs: ScenarioFigures[] = [];
    for (const count of instances > 1 ? [1, instances] : [1]) runs.push(await scenario(sink, { instances: count, couples, dinners, log }));
    const goals = runs.flatMap(goalsOf);
    if (json) {
      console.log(JSON.stringify({ machine: machine(), options: { couples, dinners, instances }, sinkPerSecond, runs, goals }, null, 2));
    } else {
      for (const run of runs) {
        console.log(
          `\n${run.instances} instance(s), ${run.couples} couples at ${run.dinners} dinners, ${run.expected} reveal mails expected, reveal time ${run.revealAt}`,
        );
        console.log(`  queued ${run.queued}, the last ${run.lastQueuedMs === null ? '-' : `+${run.lastQueuedMs} ms`} after the reveal time`);
        console.log(
          `  delivered ${run.delivered}, from +${run.firstDeliveredMs ?? '-'} to +${run.lastDeliveredMs ?? '-'} ms: the service sends ${run.sentPerSecond} mails/s (the sink alone accepts ${sinkPerSecond}/s)`,
        );
        console.log(`  health p50/p99: idle ${run.idleHealth.p50}/${run.idleHealth.p99} ms, during ${run.busyHealth.p50}/${run.busyHealth.p99} ms`);
      }
      printGoals(goals);
      const { cores, cpu, loadAverage, at } = machine();
      console.log(`\n${cores} cores (${cpu}), load average ${loadAverage.join(' ')}, ${at}`);
    }
  } finally {
    await stopAll([sink.child]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
