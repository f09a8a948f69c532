import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/events/event-log';
import { isWebhookEventType, WebhookEventType, webhookBody } from '../domain/webhook-events';
import { WebhookDeliveries } from './webhook-deliveries';
import { reachesCity } from '../domain/api-key';
import { EventCities } from './event-cities';
import { NewDelivery, WantingEndpoint, WebhookDeliveryStore, WebhookEndpointStore } from './webhook-stores';

/**
 * The event log's subscriber for webhooks: each event is queued once for every enabled
 * endpoint that wants its type (an endpoint a key registered: if the event is in the key's
 * cities, and while the key holds at the event's time), in the transaction that moves the
 * subscriber's cursor (so exactly once per endpoint and event), its body made now from the
 * logged payload. A batch of events (a Friday's reveals) reads the endpoints once and queues
 * its deliveries in one statement, in the events' order.
 */
@Injectable()
export class WebhookFanOut {
  constructor(
    private readonly endpoints: WebhookEndpointStore,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly worker: WebhookDeliveries,
    private readonly cities: EventCities,
  ) {}

  async handleAll(events: readonly RecordedEvent[]): Promise<void> {
    const typed = events.filter((event): event is RecordedEvent & { type: WebhookEventType } => isWebhookEventType(event.type));
    const endpoints = await this.endpoints.wanting([...new Set(typed.map((event) => event.type))]);
    if (endpoints.length === 0) return;
    // Most events of a batch share their aggregate (a dinner's reveals): its city is asked once.
    const cities = new Map<string, Promise<string | null>>();
    const cityOf = (event: RecordedEvent) => {
      const key = `${event.aggregateType}:${event.aggregateId}`;
      if (!cities.has(key)) cities.set(key, this.cities.cityOf(event));
      return cities.get(key)!;
    };
    const deliveries: NewDelivery[] = [];
    for (const event of typed) {
      const wanting = endpoints.filter(
        (endpoint) => endpoint.eventTypes.includes(event.type) && (endpoint.keyExpiresAt === null || endpoint.keyExpiresAt > event.occurredAt),
      );
      const reached = await this.reached(wanting, () => cityOf(event));
      if (reached.length === 0) continue;
      const body = JSON.stringify(webhookBody({ id: event.id, type: event.type, occurredAt: event.occurredAt, payload: event.payload }));
      for (const endpoint of reached)
        deliveries.push({
          endpointId: endpoint.id,
          eventId: event.id,
          eventType: event.type,
          aggregateKey: `${event.aggregateType}:${event.aggregateId}`,
          body,
          nextAttemptAt: event.occurredAt,
          createdAt: event.occurredAt,
        });
    }
    if ((await this.deliveries.enqueue(deliveries)) > 0) this.worker.markQueued();
  }

  /** A key limited to cities hears, on the endpoints it registered, only of what happens in them. */
  private async reached(wanting: WantingEndpoint[], cityOf: () => Promise<string | null>): Promise<WantingEndpoint[]> {
    if (wanting.every((endpoint) => endpoint.cities === null)) return wanting;
    const city = await cityOf();
    return wanting.filter((endpoint) => endpoint.cities === null || (city !== null && reachesCity(endpoint.cities, city)));
  }
}
