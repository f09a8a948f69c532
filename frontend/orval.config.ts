import { defineConfig } from 'orval';

/** Generates TanStack Query hooks and the forms' zod schemas from ../openapi.yaml. Run "npm run api" after changing the API. */
export default defineConfig({
  tablemates: {
    input: { target: '../openapi.yaml' },
    // The server's field limits for the forms, from the same openapi.yaml (src/api/generated/field-limits.ts).
    hooks: { afterAllFilesWrite: { command: 'node scripts/write-field-limits.mjs', injectGeneratedDirsAndFiles: false } },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      // Typed MSW handlers and faker response mocks beside each tag's hooks (*.msw.ts), for client tests only.
      mock: { type: 'msw', delay: false, useExamples: false },
      override: {
        mutator: { path: 'src/api/mutator.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
  // The server's request rules as zod schemas (one file per tag), for the forms' resolvers.
  tablematesZod: {
    input: { target: '../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/zod/schemas.ts',
      client: 'zod',
      clean: true,
      prettier: false,
      override: { zod: { generate: { param: false, query: false, header: false, body: true, response: false } } },
    },
  },
});
