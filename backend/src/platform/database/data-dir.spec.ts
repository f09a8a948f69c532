import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentKey, lockDataDir, resolveDataDir } from './data-dir';

describe('resolveDataDir', () => {
  it('resolves a relative DATA_DIR from where npm was run, so root scripts and npm start share it', () => {
    expect(resolveDataDir('./.data', { INIT_CWD: '/repo' })).toBe('/repo/.data/pglite');
    expect(resolveDataDir('/var/lib/tablemates', { INIT_CWD: '/repo' })).toBe('/var/lib/tablemates/pglite');
    expect(resolveDataDir('data', {})).toBe(join(process.cwd(), 'data', 'pglite'));
  });
});

describe('lockDataDir', () => {
  it('refuses a directory locked by another running process', () => {
    const directory = mkdtempSync(join(tmpdir(), 'tm-lock-'));
    writeFileSync(join(directory, 'tablemates.lock'), String(process.ppid));
    expect(() => lockDataDir(directory)).toThrow(`is in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that is gone, and can be taken again after release', () => {
    const directory = mkdtempSync(join(tmpdir(), 'tm-lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(directory, 'tablemates.lock'), gone);
    const lock = lockDataDir(directory);
    lock.release();
    lockDataDir(directory).release();
  });
});

describe('developmentKey', () => {
  it('makes a random key once per data directory, keeps it there for its owner only, and reads it back', () => {
    const [one, two] = [mkdtempSync(join(tmpdir(), 'tm-key-')), mkdtempSync(join(tmpdir(), 'tm-key-'))];
    const key = developmentKey(one, 'reservation-links', {});
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(developmentKey(one, 'reservation-links', {})).toBe(key);
    expect(developmentKey(two, 'reservation-links', {})).not.toBe(key);
    expect(statSync(join(one, 'reservation-links.key')).mode & 0o777).toBe(0o600);
  });
});
