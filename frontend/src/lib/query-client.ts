import { MutationCache, QueryCache, QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * What a mutation makes stale, declared once in its `meta` and refreshed by the query client:
 * the query keys themselves, or a function of the mutation's variables when the keys depend on
 * them (annotate its parameter with the hook's variables type; `never` accepts any such function).
 */
export type Invalidates = readonly QueryKey[] | ((variables: never) => readonly QueryKey[]);

export interface CacheMeta extends Record<string, unknown> {
  /** Refreshed once the mutation succeeds (prefix match, as `invalidateQueries({ queryKey })`). */
  invalidates?: Invalidates;
  /** Refreshed once it fails: a refusal may mean the screen was out of date (another admin's change). */
  invalidatesOnFailure?: Invalidates;
}

/** A read the server records (a support lookup writes the audit log) declares what it makes stale the same way. */
export interface QueryCacheMeta extends Record<string, unknown> {
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: CacheMeta;
    queryMeta: QueryCacheMeta;
  }
}

/** The keys a settled mutation declared stale. */
const keysOf = (invalidates: Invalidates | undefined, variables: unknown): readonly QueryKey[] => {
  if (!invalidates) return [];
  return typeof invalidates === 'function' ? (invalidates as (variables: unknown) => readonly QueryKey[])(variables) : invalidates;
};

/**
 * Admin data changes behind the admin's back (other admins, matching and reminder jobs, couples
 * booking, webhooks delivered by the server): it is stale at once, so each admin screen reads it
 * again when it opens. A couple's data keeps the spec's "never stale unless stated": this client
 * refreshes it after each change it makes.
 */
const ADMIN_DATA = ['/api/admin/', '/api/integrations/'];
const staleTime = (query: { queryKey: QueryKey }) => (ADMIN_DATA.some((prefix) => String(query.queryKey[0]).startsWith(prefix)) ? 0 : Infinity);

/**
 * The spec's defaults: no retry, no refetch on focus; staleness as above. Every refresh after a
 * change goes through the mutation's `meta` (CacheMeta). The refresh is not awaited: the stale
 * queries are marked at once (a page opened next reads them again), and the caller's own callbacks
 * still run when the new data unmounts its component (a cancelled email change's panel goes away).
 */
export function createQueryClient(): QueryClient {
  const refresh = (invalidates: Invalidates | undefined, variables: unknown) =>
    Promise.all(keysOf(invalidates, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onSuccess: (_data, query) => void refresh(query.meta?.invalidates, undefined) }),
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _context, mutation) => void refresh(mutation.meta?.invalidates, variables),
      onError: (_error, variables, _context, mutation) => void refresh(mutation.meta?.invalidatesOnFailure, variables),
    }),
  });
  return queryClient;
}

/**
 * The options of an Orval mutation hook declaring what it makes stale, the one way to refresh
 * after a change: `useDeleteRestaurant(invalidating([getListRestaurantsQueryKey()]))`.
 */
export const invalidating = (invalidates: Invalidates, invalidatesOnFailure?: Invalidates) => ({
  mutation: { meta: { invalidates, ...(invalidatesOnFailure ? { invalidatesOnFailure } : {}) } },
});

/**
 * Marks queries stale when the person moves on rather than when the change succeeds: for a
 * change whose answer must stay on screen until then (two-factor recovery codes, shown once,
 * would vanish as the refreshed access swaps the enrolment for the console).
 */
export function useMarkStale(): (keys: readonly QueryKey[]) => void {
  const queryClient = useQueryClient();
  return (keys) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * Marks every query stale but `keep`'s once the page's language has changed: API calls carry it
 * (Accept-Language), so what the server words for the reader comes again in the new language.
 */
export function useMarkWordedStale(): (keep: QueryKey) => void {
  const queryClient = useQueryClient();
  return useCallback((keep) => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== keep[0] }), [queryClient]);
}
