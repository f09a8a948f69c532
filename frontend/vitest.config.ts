import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Plain modules run in Node; only component specs (.spec.tsx) pay for a document, happy-dom's
// (a .spec.ts that needs one says so with `// @vitest-environment happy-dom`).
// Each project runs in one process, with one module registry (and one document for the components):
// a fresh process, document and module load per file cost more than most files' tests.
const oneProcess = { isolate: false, poolOptions: { forks: { singleFork: true } } };

export default defineConfig({
  plugins: [react()],
  test: {
    // The browser's zone is the launch city's, whatever the machine's, so that a Dublin dinner reads
    // the same in summer and winter; a spec that needs a traveller's browser sets TZ itself.
    env: { TZ: 'Europe/Dublin' },
    globals: true,
    css: false,
    projects: [
      { extends: true, test: { name: 'modules', environment: 'node', include: ['src/**/*.spec.ts'], ...oneProcess } },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.spec.tsx'],
          ...oneProcess,
          // Resets what a spec file leaves in the shared document.
          setupFiles: ['./src/test-setup.ts'],
          // Typing into a form step by step takes seconds on a busy machine: time is not what these specs check.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
