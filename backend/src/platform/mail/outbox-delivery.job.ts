import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { OutboxDelivery } from './outbox-delivery';

/**
 * Every 2 seconds (when JOBS_ENABLED): delivers due outbox mails. Instances need no lock
 * between them (the claim skips rows another instance holds); within one instance a tick
 * is skipped while the previous one still runs.
 */
@Injectable()
export class OutboxDeliveryJob implements BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxDeliveryJob.name);
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly delivery: OutboxDelivery) {}

  @Interval('mail.outbox-delivery', 2000)
  tick(): Promise<void> | undefined {
    if (this.running || this.stopping) return undefined;
    this.running = this.delivery
      .deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ msg: 'outbox delivery tick failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Lets a delivery in progress record its outcome while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}
