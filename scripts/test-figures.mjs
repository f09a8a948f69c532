// Prints the figures issue 24's "Done when" asks for: the number of backend, client and
// journey tests (counted without running them), and, with --time, the wall time of `npm test`
// without and with TEST_DATABASE_URL and the peak memory (RSS) of any one process of each
// run, with the machine and its load. Usage:
//   node scripts/test-figures.mjs                       counts only
//   node scripts/test-figures.mjs --time [--url URL]    also times npm test (without, then with URL if given)
//   --no-counts                                         only the timing
//   --repeat K                                          times it K runs in a row (issue 50: three)
//   --beside N                                          with N CPU-bound processes running throughout
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const figures = join(import.meta.dirname, 'test-figures');
const argument = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};

function backendCount() {
  const dir = mkdtempSync(join(tmpdir(), 'tm-count-'));
  const config = join(dir, 'jest.count.config.cjs');
  writeFileSync(
    config,
    `const base = require(${JSON.stringify(join(root, 'backend', 'jest.config.js'))});
module.exports = { ...base, rootDir: ${JSON.stringify(join(root, 'backend'))}, globalSetup: undefined, globalTeardown: undefined,
  setupFilesAfterEnv: [${JSON.stringify(join(figures, 'jest-register-only.cjs'))}] };`,
  );
  const output = join(dir, 'result.json');
  execFileSync('npx', ['jest', '-c', config, '--json', `--outputFile=${output}`, '--silent'], {
    cwd: join(root, 'backend'),
    stdio: 'ignore',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
  });
  const result = JSON.parse(readFileSync(output, 'utf8'));
  return { tests: result.numTotalTests, skipped: result.numPendingTests + result.numTodoTests, files: result.numTotalTestSuites };
}

function clientCount() {
  const listed = JSON.parse(
    execFileSync('npx', ['vitest', 'list', '--json'], {
      cwd: join(root, 'frontend'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    }),
  );
  return { tests: listed.length, files: new Set(listed.map((test) => test.file)).size };
}

function journeyCount() {
  const dir = join(root, 'frontend', 'test', 'journeys');
  const files = readdirSync(dir).filter((name) => name.endsWith('.journey.mjs'));
  let tests = 0;
  for (const file of files) {
    const output = execFileSync(process.execPath, ['--import', join(figures, 'node-test-register-only.mjs'), join(dir, file)], {
      encoding: 'utf8',
      env: { ...process.env, CI: '' },
    });
    tests += Number(/node-test-count (\d+)/.exec(output)[1]);
  }
  return { tests, files: files.length };
}

/** Every process under `pid`, with its name and its own peak RSS (VmHWM), in kB. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (p) => {
    for (const child of children.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found.flatMap((p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 100);
      return [{ pid: p, hwm, command }];
    } catch {
      return [];
    }
  });
}

/** Runs `npm test` and reports its wall time, exit code and the biggest process it had. */
function timeNpmTest(env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const loadBefore = loadavg()[0];
    const child = spawn('npm', ['test'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    let peak = { hwm: 0, command: '' };
    const loads = [];
    const sampler = setInterval(() => {
      loads.push(loadavg()[0]);
      for (const process of descendants(child.pid)) if (process.hwm > peak.hwm) peak = process;
    }, 500);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const meanLoad = loads.reduce((sum, load) => sum + load, loadBefore) / (loads.length + 1);
      resolve({
        seconds: Math.round((Date.now() - started) / 1000),
        code,
        peakRssMb: Math.round(peak.hwm / 1024),
        peakProcess: peak.command,
        meanLoad: meanLoad.toFixed(1),
      });
    });
  });
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB; load average now ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
if (!process.argv.includes('--no-counts')) {
  console.log('backend tests:', backendCount());
  console.log('client tests:', clientCount());
  console.log('journey tests:', journeyCount());
}
if (process.argv.includes('--time')) {
  const hogs = Array.from({ length: Number(argument('beside') ?? 0) }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  if (hogs.length) console.log(`${hogs.length} CPU-bound processes (node -e 'for (;;);') run beside every run`);
  const url = argument('url') ?? process.env.TEST_DATABASE_URL;
  const repeat = Number(argument('repeat') ?? 1);
  for (let run = 1; run <= repeat; run++) {
    const label = repeat > 1 ? `run ${run} of ${repeat}: ` : '';
    console.log(`${label}npm test without TEST_DATABASE_URL:`, await timeNpmTest({ TEST_DATABASE_URL: '' }));
    if (url) console.log(`${label}npm test with TEST_DATABASE_URL=${url}:`, await timeNpmTest({ TEST_DATABASE_URL: url }));
  }
  for (const hog of hogs) hog.kill();
}
