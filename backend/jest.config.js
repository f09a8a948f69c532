const { availableParallelism } = require('node:os');

// Unit specs live beside the code (src/ ... .spec.ts); integration tests in test/.
//
// The files run on jest-light-runner: each worker loads Node modules natively, once, and runs
// file after file in them, where jest's own runner gives every file a fresh module registry
// and so loads NestJS, TypeORM and our code again for each (most of a file's time). Files
// therefore share a worker's modules and globals: no module-level state, no jest.mock, no
// fake timers (time goes through the Clock port, timers through ports a test can drive).
// The runner enforces no testTimeout: test/support/test-time-limit.mjs races each test and hook
// against 60 s (or the timeout given to it), so a hanging one fails, named, and the run goes on.

// SWC only strips types (the typecheck step checks them); it emits the decorator metadata
// NestJS injection reads, and class fields as tsc does for ES2022 (define semantics).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
  },
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  runner: 'jest-light-runner',
  // In each worker, before its first file: TypeScript through @swc-node/register (backend/tsconfig.json).
  setupFiles: ['<rootDir>/test/support/load-typescript.mjs'],
  setupFilesAfterEnv: ['<rootDir>/test/support/test-time-limit.mjs'],
  // The global setup and teardown (they migrate the template database, so load the entities) run
  // in jest's own process, through jest's transform: the same TypeScript output as the workers'.
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  // One PostgreSQL server and one migrated template database per run (test/support/global-setup.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // At least two workers, also on a 2-core machine: integration files spend much of their time
  // waiting on PostgreSQL. At most four: the workers are threads of one process, each holding up
  // to about 0.7 GB of apps, and no process of the run is to pass 3 GB.
  maxWorkers: Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2))),
};
