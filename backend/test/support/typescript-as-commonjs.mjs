import { fileURLToPath } from 'node:url';

// Module hooks of the test workers (test/support/load-typescript.mjs): jest-light-runner
// import()s each spec file; a .ts file goes to Node's CommonJS loader, whose @swc-node/register
// hook compiles it and, through require, everything it loads, as the backend is CommonJS.
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && fileURLToPath(url).endsWith('.ts')) return { format: 'commonjs', shortCircuit: true };
  return nextLoad(url, context);
}
