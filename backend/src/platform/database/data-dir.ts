import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the embedded database lives. A relative DATA_DIR is taken from the directory npm was
 * run in (INIT_CWD), not the process's working directory: root scripts such as
 * `npm run seed:demo` run inside backend/, and would otherwise fill backend/.data while
 * `npm start` uses ./.data.
 */
export function resolveDataDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), dataDir, 'pglite');
}

/**
 * A random signing key kept in the data directory, for development without SESSION_SECRET
 * (production refuses to start without it): a key in the source let anyone forge a
 * restaurant's link (issue 46). Made once per directory, readable by its owner only, and the
 * same for every process and restart on that directory. Written aside then linked into place,
 * so two processes starting together read one whole key.
 */
export function developmentKey(dataDir: string, name: string, env: NodeJS.ProcessEnv = process.env): string {
  const directory = resolve(env.INIT_CWD ?? process.cwd(), dataDir);
  const path = join(directory, `${name}.key`);
  mkdirSync(directory, { recursive: true });
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}

export interface DataDirLock {
  release(): void;
}

/**
 * One process per embedded data directory. PGlite does not refuse a directory another
 * process has open, and two writers corrupt it (a second `npm start` on another PORT did
 * exactly that). A lock file holds the owner's pid; one left by a process that is gone is
 * taken over.
 */
export function lockDataDir(directory: string): DataDirLock {
  const path = join(directory, 'tablemates.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(`The embedded database in ${directory} is in use by another process (pid ${owner}). Stop it, or set DATA_DIR to another directory.`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${directory}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
