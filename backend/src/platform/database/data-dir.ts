import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
