import { parseInstance } from '../../scripts/matching/instance-format';
import { seedAdmin, seedBookedDinner } from '../../scripts/matching/booked-dinner';
import { syntheticInstance } from '../../scripts/matching/synthetic-instance';
import { MatchingRunStore } from '../../src/modules/matching/application/matching-run-store';
import { MATCHING_HEARTBEAT_MS, STALE_MATCHING_RUN_MS } from '../../src/modules/matching/application/run-matching';
import { RestaurantsDemoData } from '../../src/modules/restaurants/adapters/demo/restaurants-demo-data';
import { createTestApp, TestApp } from '../support/test-app';
import { db, signIn } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;
const SECOND = 1_000;

/**
 * Issue 21, item 10: a manual matching run killed with kill -9 left its row 'running' and
 * locked the dinner for ten minutes (409 MATCHING.ALREADY_RUNNING). A running run's process
 * now touches it every 15 seconds; one silent for 45 seconds belongs to a dead process and
 * stops blocking. Time is the app's settable clock: the killed process is a row nobody touches.
 */
describe('a matching run whose process was killed', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(RestaurantsDemoData).seed();
    admin = await signIn(app, await seedAdmin(db(app)));
  });
  afterAll(() => app.close());

  const run = (dinnerId: string) => app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', admin);
  const runs = async (dinnerId: string) => db(app).query('SELECT id, status, error FROM matching_runs WHERE dinner_id = $1 ORDER BY started_at', [dinnerId]);

  it('blocks its dinner while it beats, and stops blocking it within a minute of its last heartbeat', async () => {
    expect(MATCHING_HEARTBEAT_MS * 3).toBeLessThanOrEqual(STALE_MATCHING_RUN_MS);
    expect(STALE_MATCHING_RUN_MS).toBeLessThan(60 * SECOND);
    const couples = parseInstance(syntheticInstance(8, 3)).couples;
    const { dinnerId } = await seedBookedDinner(db(app), {
      couples,
      restaurants: [],
      eventDate: new Date(app.clock.now().getTime() + 72 * HOUR),
      bookingDeadline: new Date(app.clock.now().getTime() - HOUR),
    });

    // A manual run as its process left it when killed: started, touched once, never finished.
    const store = app.app.get(MatchingRunStore);
    const killed = await store.start({ dinnerId, startedByUserId: null, trigger: 'admin', seed: 1, startedAt: app.clock.now() }, app.clock.now());
    expect(killed).not.toBeNull();
    app.clock.advance(MATCHING_HEARTBEAT_MS);
    await store.beat(killed!, app.clock.now());

    app.clock.advance(STALE_MATCHING_RUN_MS - SECOND);
    expect((await run(dinnerId).expect(409)).body.code).toBe('MATCHING.ALREADY_RUNNING');

    app.clock.advance(2 * SECOND);
    const rerun = await run(dinnerId).expect(200);
    expect(rerun.body.matches.matched_groups).toBeGreaterThan(0);
    expect(await runs(dinnerId)).toEqual([
      { id: killed, status: 'failed', error: 'Abandoned: the process running it stopped.' },
      { id: expect.any(String), status: 'succeeded', error: null },
    ]);
  });
});
