const { availableParallelism } = require('node:os');

// Unit specs live beside the code (src/ ... .spec.ts); integration tests in test/.
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
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  // One PostgreSQL server and one migrated template database per run (test/support/global-setup.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  // At least two workers, also on a 2-core machine: integration files spend much of their time
  // waiting on PostgreSQL. (One worker would run every file in jest's own process, whose memory
  // then only grows.)
  maxWorkers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A worker whose memory passed this after a file is replaced by a fresh one: each file leaves
  // some of its app behind, and a worker that ran every file would hold several GB.
  workerIdleMemoryLimit: '512MB',
};
