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
  maxWorkers: process.env.CI ? 2 : '50%',
};
