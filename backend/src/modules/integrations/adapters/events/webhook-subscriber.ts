import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { WebhookFanOut } from '../../application/webhook-fan-out';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../domain/webhook-events';

/** The event log's `integrations.webhooks` subscriber: every event an endpoint may want is queued for the endpoints that want it. */
@Injectable()
export class WebhookSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly fanOut: WebhookFanOut,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({ name: 'integrations.webhooks', types: SUBSCRIBABLE_EVENT_TYPES, handle: (event) => this.fanOut.handle(event) });
  }
}
