/**
 * Runs `work` on every item, at most `limit` at a time, each worker taking the next item when
 * it finishes one; resolves when all are done, rejects with the first failure (the workers
 * already running finish their item). For jobs whose steps wait on the database or a server
 * more than on the processor: one at a time leaves both idle in turn.
 */
export async function atMostAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}
