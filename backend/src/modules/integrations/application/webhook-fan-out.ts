import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/events/event-log';
import { isWebhookEventType, webhookBody } from '../domain/webhook-events';
import { WebhookDeliveries } from './webhook-deliveries';
import { reachesCity } from '../domain/api-key';
import { EventCities } from './event-cities';
import { WantingEndpoint, WebhookDeliveryStore, WebhookEndpointStore } from './webhook-stores';

/**
 * The event log's subscriber for webhooks: each event is queued once for every enabled
 * endpoint that wants its type (an endpoint a key registered: if the event is in the key's
 * cities, and while the key holds), in the transaction that moves the subscriber's cursor (so
 * exactly once per endpoint and event), its body made now from the logged payload.
 */
@Injectable()
export class WebhookFanOut {
  constructor(
    private readonly endpoints: WebhookEndpointStore,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly worker: WebhookDeliveries,
    private readonly cities: EventCities,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    const type = event.type;
    if (!isWebhookEventType(type)) return;
    const wanting = await this.reached(await this.endpoints.wanting(type, event.occurredAt), event);
    if (wanting.length === 0) return;
    const body = JSON.stringify(webhookBody({ id: event.id, type, occurredAt: event.occurredAt, payload: event.payload }));
    const now = event.occurredAt;
    const queued = await this.deliveries.enqueue(
      wanting.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: type,
        aggregateKey: `${event.aggregateType}:${event.aggregateId}`,
        body,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    if (queued > 0) this.worker.markQueued();
  }

  /** A key limited to cities hears, on the endpoints it registered, only of what happens in them. */
  private async reached(wanting: WantingEndpoint[], event: RecordedEvent): Promise<WantingEndpoint[]> {
    if (wanting.every((endpoint) => endpoint.cities === null)) return wanting;
    const city = await this.cities.cityOf(event);
    return wanting.filter((endpoint) => endpoint.cities === null || (city !== null && reachesCity(endpoint.cities, city)));
  }
}
