#!/usr/bin/env node
// npm run test:model -- --runs N [--seed S --path P] [--steps K] [--couples C] [--skip promiseA,promiseB]
// Runs the model of the dinner (test/model/dinner-model.spec.ts) under jest with these settings;
// a failure prints the seed and path that replay it with the same command.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FLAGS = { runs: 'MODEL_RUNS', seed: 'MODEL_SEED', path: 'MODEL_PATH', steps: 'MODEL_STEPS', couples: 'MODEL_COUPLES', skip: 'MODEL_SKIP' };
const env = { ...process.env };
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const [flag, inline] = args[index].replace(/^--/, '').split('=');
  const name = FLAGS[flag];
  if (!name) {
    console.error(
      `Unknown option ${args[index]}; known: ${Object.keys(FLAGS)
        .map((key) => `--${key}`)
        .join(' ')}`,
    );
    process.exit(2);
  }
  env[name] = inline ?? args[++index];
}
env.MODEL_PROGRESS ??= '1';
env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim();
const backend = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
// Only the random lives when a seed is given: the recorded ones are replayed by a plain run.
const only = env.MODEL_SEED ? ['-t', 'random lives'] : [];
const result = spawnSync(process.execPath, [join(backend, '..', 'node_modules', 'jest', 'bin', 'jest.js'), 'test/model/dinner-model.spec.ts', ...only], {
  cwd: backend,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
