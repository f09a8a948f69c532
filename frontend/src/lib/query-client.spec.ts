import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, invalidating } from './query-client';

/** A cached query marked fresh, whose invalidation the test reads. */
function cached(queryKey: readonly unknown[]) {
  const client = createQueryClient();
  client.setQueryData(queryKey, 'old');
  return client;
}

const isInvalidated = (client: ReturnType<typeof createQueryClient>, queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;

describe('createQueryClient: refreshes declared in meta', () => {
  it('marks the keys a mutation declares stale once it succeeds, by prefix', async () => {
    const client = cached(['/api/user/my-bookings', { page: 1 }]);
    client.setQueryData(['/api/user/profile'], 'kept');
    await new MutationObserver(client, { mutationFn: async () => 'ok', ...invalidating([['/api/user/my-bookings']]).mutation }).mutate();
    expect(isInvalidated(client, ['/api/user/my-bookings', { page: 1 }])).toBe(true);
    expect(isInvalidated(client, ['/api/user/profile'])).toBe(false);
  });

  it('computes the keys from the variables when the meta is a function', async () => {
    const client = cached(['/api/admin/dinners/d1/matches']);
    client.setQueryData(['/api/admin/dinners/d2/matches'], 'other dinner');
    const stale = ({ dinnerId }: { dinnerId: string }) => [[`/api/admin/dinners/${dinnerId}/matches`]];
    await new MutationObserver(client, { mutationFn: async (_: { dinnerId: string }) => 'ok', ...invalidating(stale).mutation }).mutate({ dinnerId: 'd1' });
    expect(isInvalidated(client, ['/api/admin/dinners/d1/matches'])).toBe(true);
    expect(isInvalidated(client, ['/api/admin/dinners/d2/matches'])).toBe(false);
  });

  it('refreshes on failure only what the mutation declares for a failure', async () => {
    const client = cached(['/api/admin/dinners/d1/matches']);
    const failing = (meta: ReturnType<typeof invalidating>) =>
      new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('refused')), ...meta.mutation }).mutate().catch(() => undefined);
    await failing(invalidating([['/api/admin/dinners/d1/matches']]));
    expect(isInvalidated(client, ['/api/admin/dinners/d1/matches'])).toBe(false);
    await failing(invalidating([], [['/api/admin/dinners/d1/matches']]));
    expect(isInvalidated(client, ['/api/admin/dinners/d1/matches'])).toBe(true);
  });

  it('marks what a query declares stale each time the server answers it (a read the server records)', async () => {
    const client = cached(['/api/admin/audit-log']);
    const observer = new QueryObserver(client, {
      queryKey: ['/api/admin/lookup'],
      queryFn: async () => 'found',
      meta: { invalidates: [['/api/admin/audit-log']] },
    });
    await observer.refetch();
    expect(isInvalidated(client, ['/api/admin/audit-log'])).toBe(true);
  });
});

describe('createQueryClient: staleness', () => {
  it("keeps a couple's data fresh and makes admin data stale at once", () => {
    const client = createQueryClient();
    client.setQueryData(['/api/user/my-bookings'], 'mine');
    client.setQueryData(['/api/admin/dinners/upcoming'], 'shared');
    const stale = (queryKey: string[]) => new QueryObserver(client, { queryKey }).getCurrentResult().isStale;
    expect(stale(['/api/user/my-bookings'])).toBe(false);
    expect(stale(['/api/admin/dinners/upcoming'])).toBe(true);
  });
});
