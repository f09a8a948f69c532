#!/usr/bin/env node
// npm run test:model -- --runs N [--lanes L] [--seed S --path P] [--steps K] [--couples C] [--skip promiseA,promiseB]
// Runs the model of the dinner (test/model/dinner-model.spec.ts) under jest with these settings,
// in L lanes side by side (default 2: one per core), each a process with its own app and database
// walking N / L lives from seed S + lane. A failure prints the seed and path that replay it:
// `--seed S --path P` walks that one life in one lane.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FLAGS = {
  runs: 'MODEL_RUNS',
  lanes: 'MODEL_LANES',
  seed: 'MODEL_SEED',
  path: 'MODEL_PATH',
  steps: 'MODEL_STEPS',
  couples: 'MODEL_COUPLES',
  skip: 'MODEL_SKIP',
};
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
// Only the random lives when a seed is given: the recorded ones are replayed by a plain run (in lane 0).
const only = env.MODEL_SEED ? ['-t', 'random lives'] : [];
env.MODEL_PROGRESS ??= '1';
env.MODEL_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
// A replayed path is one life of one seed.
env.MODEL_LANES = env.MODEL_PATH ? '1' : (env.MODEL_LANES ?? '2');
env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim();
const lanes = Number(env.MODEL_LANES);
if (!Number.isInteger(lanes) || lanes < 1) {
  console.error(`--lanes must be a whole number from 1, not ${env.MODEL_LANES}`);
  process.exit(2);
}
console.error(`model: ${env.MODEL_RUNS ?? 'the default'} lives in ${lanes} lane(s), lane k from seed ${env.MODEL_SEED} + k`);

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const jest = join(backend, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const walkLane = (lane) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, 'test/model/dinner-model.spec.ts', ...only], {
      cwd: backend,
      env: { ...env, MODEL_LANE: String(lane) },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
const codes = await Promise.all(Array.from({ length: lanes }, (_, lane) => walkLane(lane)));
process.exit(codes.find((code) => code !== 0) ?? 0);
