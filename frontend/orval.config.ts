import { defineConfig } from 'orval';

/** Generates TanStack Query hooks from ../openapi.yaml. Run "npm run api" after changing the API. */
export default defineConfig({
  tablemates: {
    input: { target: '../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: 'src/api/mutator.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
});
