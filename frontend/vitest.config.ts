import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Plain modules run in Node; only component specs (.spec.tsx) pay for a document, happy-dom's
// (a .spec.ts that needs one says so with `// @vitest-environment happy-dom`).
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    css: false,
    projects: [
      { extends: true, test: { name: 'modules', environment: 'node', include: ['src/**/*.spec.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.spec.tsx'],
          // One process, one document and one module registry for all component specs: a fresh
          // process and document per file cost more than the tests. src/test-setup.ts resets
          // what a spec file leaves behind.
          isolate: false,
          poolOptions: { forks: { singleFork: true } },
          setupFiles: ['./src/test-setup.ts'],
          // Typing into a form step by step takes seconds on a busy machine: time is not what these specs check.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
