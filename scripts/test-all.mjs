// `npm test`: every test, in two chains side by side:
//   unit:     the backend's Jest, then the client's Vitest
//   browser:  the build (only the side that changed), then the browser journeys
// Side by side because the backend's Jest spends about half its time waiting on PostgreSQL,
// whose CPU the build and the journeys then use: on a 2-core machine this saves about a third
// of the wall time against running them one after the other (docs/testing.md has the figures).
// Both chains always run to the end; each line is prefixed with its step, and a summary of
// every step's time and result closes the run. Exits non-zero if any step failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;

const chains = [
  [
    { name: 'backend', command: ['npm', 'run', 'test', '-w', '@tablemates/backend'] },
    { name: 'client', command: ['npm', 'run', 'test', '-w', '@tablemates/frontend'] },
  ],
  [
    { name: 'build', command: ['node', 'scripts/build-if-changed.mjs'] },
    { name: 'journeys', command: ['npm', 'run', 'test:e2e', '-w', '@tablemates/frontend'], needs: 'build' },
  ],
];

// Through the pipe the tools would drop their colours; keep them for a terminal.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const results = new Map();
const children = new Set();

function prefixLines(stream, name, out) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${name.padEnd(8)} | ${line}\n`));
}

function runStep({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    children.add(child);
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    child.on('close', (code, signal) => {
      children.delete(child);
      const result = { ok: code === 0, code: code ?? signal, seconds: Math.round((Date.now() - started) / 1000) };
      results.set(name, result);
      resolve(result);
    });
  });
}

async function runChain(steps) {
  for (const step of steps) {
    // The journeys start the built app: without a build there is nothing to test.
    if (step.needs && !results.get(step.needs)?.ok) {
      results.set(step.name, { ok: false, code: `skipped: ${step.needs} failed`, seconds: 0 });
      continue;
    }
    await runStep(step);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exitCode = 130;
  });
}

const started = Date.now();
await Promise.all(chains.map(runChain));

console.log('\nnpm test:');
for (const { name } of chains.flat()) {
  const { ok, code, seconds } = results.get(name);
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(8)} ${String(seconds).padStart(4)} s${ok ? '' : ` (${code})`}`);
}
console.log(`  total    ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`);
process.exit([...results.values()].every((result) => result.ok) ? (process.exitCode ?? 0) : 1);
