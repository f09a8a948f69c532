import { atMostAtOnce } from './at-most-at-once';

describe('atMostAtOnce', () => {
  it('runs every item, never more than the limit at a time, and several at once when it can', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await atMostAtOnce([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = atMostAtOnce([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await new Promise((resolve) => setImmediate(resolve));
      if (item === 1) throw new Error('the first failed');
    });
    await expect(run).rejects.toThrow('the first failed');
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no items', async () => {
    const work = jest.fn();
    await atMostAtOnce([], 4, work);
    expect(work).not.toHaveBeenCalled();
  });
});
