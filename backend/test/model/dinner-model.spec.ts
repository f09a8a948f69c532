import { Client } from 'pg';
import { seedVenuesAndAdmin } from '../lifecycle/lifecycle-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { RECORDED_LIVES } from './regressions';
import { replayLife, walk, WalkOptions } from './walk';
import { Run, startRun } from './world';

/** The lives `npm test` walks, and how long they may take there (a life costs 1–5 s on the shared 2-core machine, by its load). */
const NPM_TEST_LIVES = 60;
const NPM_TEST_LIMIT_MS = 420_000;
/** A longer walk (`--runs N`) is given 30 s a life: a limit that catches a hang, not a slow machine. */
const limitFor = (runs: number) => (process.env.MODEL_RUNS ? Math.max(NPM_TEST_LIMIT_MS, runs * 30_000) : NPM_TEST_LIMIT_MS);

/** `npm run test:model -- --runs N [--seed S --path P]` sets these; `npm test` runs the defaults. */
function options(): WalkOptions {
  const number = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  return {
    // About two minutes on the 2-core machine (docs/testing.md, "The model of the dinner"); `npm run test:model -- --runs N` walks more.
    runs: number('MODEL_RUNS') ?? NPM_TEST_LIVES,
    // npm test walks the same lives every run (CI stays deterministic); test:model draws a new seed unless given one.
    seed: number('MODEL_SEED') ?? (process.env.MODEL_RUNS ? undefined : 45),
    path: process.env.MODEL_PATH || undefined,
    steps: number('MODEL_STEPS') ?? 12,
    maxCouples: number('MODEL_COUPLES') ?? 8,
    progress: process.env.MODEL_PROGRESS === '1',
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
 */
describe('the dinner, walked at random', () => {
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

  it(
    'keeps every promise on random lives',
    async () => {
      await walk(app, run, options());
    },
    limitFor(options().runs),
  );

  for (const life of RECORDED_LIVES)
    (life.open ? it.skip : it)(`keeps every promise on a life found before: ${life.found}`, async () => {
      await replayLife(app, run, life.shape, life.steps);
    });
});
