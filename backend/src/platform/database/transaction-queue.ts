import { ServiceUnavailableException } from '@nestjs/common';

/**
 * Lets at most `slots` transactions hold a pooled connection at once and queues the rest,
 * first come first served. In a rush (hundreds of couples pressing Book in one second) the
 * calls wait their turn here, each for up to `waitLimitMs`, instead of failing the pool's
 * short connection timeout with 503.
 */
export class TransactionQueue {
  private running = 0;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly slots: number,
    private readonly waitLimitMs: number,
  ) {}

  /** Runs `work` once a slot is free; past the wait limit, fails with 503 without running it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new ServiceUnavailableException('The service is busy. Please try again shortly.'));
        }, this.waitLimitMs),
      };
      this.waiting.push(entry);
    });
  }

  /** The freed slot passes straight to the longest waiter, so a newcomer cannot jump the queue. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running -= 1;
  }
}
