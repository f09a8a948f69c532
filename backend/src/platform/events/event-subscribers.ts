import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from './event-log';

/**
 * A consequence of events: mails, a restaurant's reservation, a refund, an alert, a webhook.
 * It reads the log in order from its own cursor and handles each event of its `types`
 * exactly once, inside a transaction that also moves its cursor (so its handler writes
 * through the unit of work like any use case and must not open work that outlives it).
 */
interface Subscription {
  /** Stable id, `<module>.<what>`: the key of its cursor; renaming it replays the log. */
  readonly name: string;
  readonly types: readonly string[];
}

/** Takes one event per transaction. */
export interface SingleEventSubscriber extends Subscription {
  handle(event: RecordedEvent): Promise<void>;
}

/**
 * Takes up to `batchSize` events per transaction, in position order, each handed once (the
 * dispatcher leaves out those it handled before): for consequences of many events at once (a
 * Friday's reveals), whose data is cheaper read and written for a set than for each event.
 * A failing batch is taken again one event at a time, so only the failing event waits for
 * its retry.
 */
export interface BatchEventSubscriber extends Subscription {
  readonly batchSize: number;
  handleBatch(events: readonly RecordedEvent[]): Promise<void>;
}

export type EventSubscriber = SingleEventSubscriber | BatchEventSubscriber;

/** The subscribers, registered on init by the module that owns each; platform code knows nothing of what they do. */
@Injectable()
export class EventSubscribers {
  private readonly subscribers = new Map<string, EventSubscriber>();

  register(subscriber: EventSubscriber): void {
    if (this.subscribers.has(subscriber.name)) throw new Error(`Event subscriber ${subscriber.name} is registered twice.`);
    this.subscribers.set(subscriber.name, subscriber);
  }

  all(): EventSubscriber[] {
    return [...this.subscribers.values()];
  }
}
