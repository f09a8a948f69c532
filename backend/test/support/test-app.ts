import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { buildApp, prepareApp } from '../../src/bootstrap';
import { SettableClock } from '../../src/platform/clock/clock';
import { AppConfig, AppConfigValues } from '../../src/platform/config/app-config';
import { createTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  clock: SettableClock;
  database: TestDatabase;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  config?: Partial<AppConfigValues>;
  now?: Date;
  /** Run start-up tasks (admin bootstrap); off by default. */
  prepare?: boolean;
  /** Share another test app's database (a second instance); it is then left for its owner to drop. */
  database?: TestDatabase;
}

/** The whole app on a fresh database, with a settable clock and fast password hashing. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = AppConfig.fromEnvironment(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', BCRYPT_COST: '4', JOBS_ENABLED: 'false', RATE_LIMITS_ENABLED: 'false', ...options.env },
    { databaseUrl: database.target.url, ...options.config },
  );
  const clock = new SettableClock(options.now ?? new Date());
  const app = await buildApp({ config, database: database.target, clientDir: null, clock });
  await app.init();
  if (options.prepare) await prepareApp(app, config);
  // Listening once on a loopback port: supertest would otherwise start and stop a server for every request.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  return {
    app,
    config,
    clock,
    database,
    agent: () => request.agent(server),
    http: () => request(server),
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
