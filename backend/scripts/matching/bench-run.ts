import os from 'node:os';
import { DataSource } from 'typeorm';
import { signIn } from '../../test/dinners/dinner-fixtures';
import { createTestApp } from '../../test/support/test-app';
import { seedAdmin, seedBookedDinner } from './booked-dinner';
import { parseInstance } from './instance-format';
import { syntheticInstance } from './synthetic-instance';

/**
 * npm run bench:matching-run [-- --couples 2000] [-- --json]
 * A dinner of synthetic booked couples (benchmark data, not demo data) run end to end
 * through POST /api/admin/matching/run/{dinnerId}: load, solve, store. Prints each phase's
 * time and the request's; exits 1 above the goal. Uses TEST_DATABASE_URL when set (a
 * fresh database on that server), the embedded PostgreSQL otherwise.
 */
const GOAL_MS = 5000;
const HOUR = 3_600_000;

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
    const { dinnerId } = await seedBookedDinner(db, { couples: instance.couples, restaurants: instance.restaurants, eventDate: new Date(now + 72 * HOUR), bookingDeadline: new Date(now - HOUR) });
    const seedMs = Math.round(performance.now() - seeded);
    const cookie = await signIn(app, await seedAdmin(db));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', cookie);
    const totalMs = Math.round(performance.now() - started);
    // The app runs in this process: its CPU time says what the run costs whatever else loads the machine (PostgreSQL's own work excluded).
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    const loadAverage = os.loadavg()[0];
    if (response.status !== 200) throw new Error(`run answered ${response.status}: ${JSON.stringify(response.body)}`);
    const { phases_ms: phases, matched_groups, matched_couples, unmatched_couples, unassigned_groups } = response.body.matches;
    const report = { couples, restaurants: instance.restaurants.length, seedMs, phasesMs: phases, requestMs: totalMs, cpuMs, loadAverage, matchedGroups: matched_groups, matchedCouples: matched_couples, unmatchedCouples: unmatched_couples, unassignedGroups: unassigned_groups, goalMs: GOAL_MS, goalMet: totalMs < GOAL_MS };
    if (json) console.log(JSON.stringify(report));
    else {
      console.log(`${couples} booked couples, ${instance.restaurants.length} restaurants (seeded in ${seedMs} ms, not timed)`);
      console.log(`load   ${phases.load} ms`);
      console.log(`solve  ${phases.solve} ms`);
      console.log(`store  ${phases.store} ms`);
      console.log(`request (load + solve + store + answer with the stored groups) ${totalMs} ms, goal < ${GOAL_MS} ms: ${report.goalMet ? 'met' : 'MISSED'}`);
      console.log(`CPU time of the app process during the request ${cpuMs} ms; load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores`);
      console.log(`${matched_groups} groups, ${matched_couples} couples matched, ${unmatched_couples} unmatched, ${unassigned_groups} groups without a table`);
    }
    if (!report.goalMet) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
