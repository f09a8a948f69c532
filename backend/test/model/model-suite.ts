import { Client } from 'pg';
import { seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { RECORDED_LIVES } from './regressions';
import { replayLife, walk, WalkOptions } from './walk';
import { Run, startRun } from './world';

/**
 * The lives one lane of `npm test` walks (four lanes, one spec file each, so that Jest's
 * workers share them): a life costs about 1 s on the quiet 2-core machine, 3 s beside the
 * journeys, and over 7 s beside the journeys and two CPU-bound processes (issue 50's loaded runs,
 * where a lane of 60 lives passed 420 s).
 */
const NPM_TEST_LIVES_PER_LANE = 60;
/** The seed of lane 0 in `npm test`; lane k walks seed + k, so every run walks the same lives. */
const NPM_TEST_SEED = 45;
/** 30 s a life, in `npm test` as in a longer walk (`--runs N`): a limit that catches a hang, not a slow machine. */
const limitFor = (runs: number) => runs * 30_000;

/**
 * `npm run test:model -- --runs N --lanes L [--seed S --path P]` sets these for each of its L
 * processes (MODEL_LANE, MODEL_LANES); `npm test` runs the defaults, lane by spec file.
 */
function options(lane: number): WalkOptions {
  const number = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const lanes = number('MODEL_LANES') ?? 1;
  const runs = number('MODEL_RUNS');
  const seed = number('MODEL_SEED');
  return {
    runs: runs === undefined ? NPM_TEST_LIVES_PER_LANE : Math.ceil(runs / lanes),
    // test:model draws a seed when none is given and passes it on; each lane walks its own.
    seed: (seed ?? NPM_TEST_SEED) + lane,
    path: process.env.MODEL_PATH || undefined,
    steps: number('MODEL_STEPS') ?? 12,
    maxCouples: number('MODEL_COUPLES') ?? 8,
    progress: process.env.MODEL_PROGRESS === '1',
    lane,
  };
}

/**
 * The run's own database, its commits not waiting for the disk (a life is hundreds of
 * commits, and nothing of it must survive a crash), as on the server jest starts itself.
 */
async function walkDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.target.url });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE "${new URL(database.target.url).pathname.slice(1)}" SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
  return database;
}

/**
 * Issue 45: a model of the dinner walked at random through the real app (HTTP, PostgreSQL,
 * the settable clock, the scheduled jobs); every business promise checked after each step.
 * A lane is one app on its own database walking its own seed; lanes run side by side in
 * separate processes (two cores walk nearly twice the lives of one: a lane waits on
 * PostgreSQL about a third of its time). Lane 0 also replays the lives found before.
 */
export function describeModelLane(lane: number): void {
  describe(`the dinner, walked at random (lane ${lane})`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let run: Run;

    beforeAll(async () => {
      database = await walkDatabase();
      // On a whole minute, as dinners are set: their times then fit a calendar file's whole seconds.
      app = await createTestApp({ database, now: new Date(Math.ceil(Date.now() / 60_000) * 60_000) });
      await seedVenuesAndAdmin(app);
      run = await startRun(app);
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    const walked = options(lane);
    it(
      'keeps every promise on random lives',
      async () => {
        await walk(app, run, walked);
      },
      limitFor(walked.runs),
    );

    if (lane !== 0) return;
    for (const life of RECORDED_LIVES)
      (life.open ? it.skip : it)(`keeps every promise on a life found before: ${life.found}`, async () => {
        await replayLife(app, run, life.shape, life.steps);
      });
  });
}
