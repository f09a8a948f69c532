import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { WebhookFanOut } from '../../application/webhook-fan-out';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../domain/webhook-events';

/** Events per transaction: a Friday's reveals are thousands of `booking.revealed` for this subscriber too. */
const BATCH_SIZE = 100;

/** The event log's `integrations.webhooks` subscriber: every event an endpoint may want is queued for the endpoints that want it. */
@Injectable()
export class WebhookSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly fanOut: WebhookFanOut,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'integrations.webhooks',
      types: SUBSCRIBABLE_EVENT_TYPES,
      batchSize: BATCH_SIZE,
      handleBatch: (events) => this.fanOut.handleAll(events),
    });
  }
}
