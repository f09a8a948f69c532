import { ServiceUnavailableException } from '@nestjs/common';
import { TransactionQueue } from './transaction-queue';

/** A piece of work that runs until the test lets it end. */
function heldWork(log: string[], name: string) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`${name} runs`);
      await held;
      log.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

const LONG_WAIT_MS = 3_600_000;

describe('TransactionQueue', () => {
  it('runs as many works at once as it has slots', async () => {
    const queue = new TransactionQueue(2, LONG_WAIT_MS);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldWork(log, name));
    const runs = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    await Promise.resolve();
    expect(log).toEqual(['a runs', 'b runs']);
    a.finish();
    b.finish();
    c.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('hands a freed slot to the longest waiter, first come first served', async () => {
    const queue = new TransactionQueue(1, LONG_WAIT_MS);
    const log: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => heldWork(log, name));
    const runs = works.map((held) => queue.run(held.work));
    for (const held of works) held.finish();
    await Promise.all(runs);
    expect(log).toEqual(['a runs', 'a ends', 'b runs', 'b ends', 'c runs', 'c ends']);
  });

  it('frees the slot when the work fails', async () => {
    const queue = new TransactionQueue(1, LONG_WAIT_MS);
    await expect(queue.run(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('answers 503 to a work that waited past the limit, without running it, and keeps the queue going', async () => {
    const queue = new TransactionQueue(1, 1);
    const log: string[] = [];
    const holder = heldWork(log, 'holder');
    const holding = queue.run(holder.work);
    let ranLate = false;
    await expect(
      queue.run(async () => {
        ranLate = true;
      }),
    ).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(ranLate).toBe(false);
    holder.finish();
    await holding;
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });
});
