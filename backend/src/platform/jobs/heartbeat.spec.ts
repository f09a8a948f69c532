import { IntervalHeartbeats } from './heartbeat';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('IntervalHeartbeats', () => {
  it('beats every interval until stopped, and hands a failed beat to onError without stopping', async () => {
    const errors: unknown[] = [];
    let beats = 0;
    const stop = new IntervalHeartbeats().start(
      async () => {
        beats += 1;
        if (beats === 2) throw new Error('lost');
      },
      5,
      (error) => errors.push(error),
    );
    while (beats < 3) await sleep(5);
    stop();
    const stoppedAt = beats;

    await sleep(50);
    expect(beats).toBe(stoppedAt);
    expect(errors).toEqual([new Error('lost')]);
  });
});
