import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IntegrationErrors } from '../domain/integration-errors';
import { urlProblem } from '../domain/webhook-addresses';
import { EndpointManager, manages, type EndpointStatus, type WebhookEndpoint } from '../domain/webhook-endpoint';
import { isWebhookEventType, SUBSCRIBABLE_EVENT_TYPES, webhookBody, WebhookEventType } from '../domain/webhook-events';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookAddressCheck } from './webhook-sender';
import { WebhookDeliveryStore, WebhookEndpointStore } from './webhook-stores';

export interface EndpointRequest {
  url: string;
  description: string;
  /** Omitted or empty: every event type. */
  eventTypes: string[] | null;
}

export interface EndpointUpdate {
  url?: string;
  description?: string;
  eventTypes?: string[] | null;
  status?: Exclude<EndpointStatus, 'gone'>;
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The webhook endpoints: registered (URL checked, secret made), changed, removed, and sent a test event. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    private readonly endpoints: WebhookEndpointStore,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly addresses: WebhookAddressCheck,
    private readonly worker: WebhookDeliveries,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Registered by the manager: a key's endpoint is that key's to manage, and receives only what the key's cities reach. */
  async create(request: EndpointRequest, manager: EndpointManager): Promise<WebhookEndpoint> {
    const url = await this.checkedUrl(request.url);
    return this.endpoints.insert({
      url,
      description: request.description.trim(),
      eventTypes: this.types(request.eventTypes),
      secret: newSecret(),
      createdAt: this.clock.now(),
      registeredByKeyId: manager,
    });
  }

  list(manager: EndpointManager): Promise<WebhookEndpoint[]> {
    return this.endpoints.list(manager ?? undefined);
  }

  async get(id: string, manager: EndpointManager): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.find(id);
    if (!endpoint || !manages(manager, endpoint)) throw IntegrationErrors.endpointNotFound();
    return endpoint;
  }

  /** Enabling again starts a clean streak; disabling cancels what is pending. A gone endpoint stays gone. */
  async update(id: string, update: EndpointUpdate, manager: EndpointManager): Promise<WebhookEndpoint> {
    await this.get(id, manager);
    const url = update.url === undefined ? undefined : await this.checkedUrl(update.url);
    await this.unitOfWork.run(async () => {
      const endpoint = await this.endpoints.lock(id);
      if (!endpoint || !manages(manager, endpoint)) throw IntegrationErrors.endpointNotFound();
      if (endpoint.status === 'gone' && update.status === 'enabled') throw IntegrationErrors.endpointGone();
      const reenabled = update.status === 'enabled' && endpoint.status !== 'enabled';
      await this.endpoints.update(id, {
        url,
        description: update.description?.trim(),
        eventTypes: update.eventTypes === undefined ? undefined : this.types(update.eventTypes),
        status: update.status,
        ...(reenabled ? { disabledReason: null, failingSince: null, consecutiveFailures: 0, alertedAt: null } : {}),
        ...(update.status === 'disabled' ? { disabledReason: 'Disabled by an admin.' } : {}),
      });
      if (update.status === 'disabled') await this.deliveries.cancelPending(id);
    });
    return this.get(id, manager);
  }

  async remove(id: string, manager: EndpointManager): Promise<void> {
    await this.get(id, manager);
    if (!(await this.endpoints.delete(id))) throw IntegrationErrors.endpointNotFound();
  }

  /** A `webhook.test` event for this endpoint alone, delivered like any other (and shown in the log). */
  async sendTest(id: string, manager: EndpointManager): Promise<string> {
    const endpoint = await this.get(id, manager);
    const now = this.clock.now();
    const eventId = randomUUID();
    const body = webhookBody({
      id: eventId,
      type: 'webhook.test',
      occurredAt: now,
      payload: { endpointId: endpoint.id, message: 'A test event from Tablemates.' },
    });
    await this.unitOfWork.run(() =>
      this.deliveries.enqueue([
        {
          endpointId: endpoint.id,
          eventId,
          eventType: 'webhook.test',
          aggregateKey: `test:${eventId}`,
          body: JSON.stringify(body),
          nextAttemptAt: now,
          createdAt: now,
        },
      ]),
    );
    this.worker.kick();
    return eventId;
  }

  private types(requested: string[] | null): WebhookEventType[] {
    if (!requested || requested.length === 0) return [...SUBSCRIBABLE_EVENT_TYPES];
    const unknown = requested.find((type) => !isWebhookEventType(type) || type === 'webhook.test');
    if (unknown !== undefined) throw IntegrationErrors.unknownEventType(unknown);
    return [...new Set(requested as WebhookEventType[])];
  }

  private async checkedUrl(text: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      throw IntegrationErrors.invalidUrl('it is not a URL.');
    }
    const problem = urlProblem(url) ?? (await this.addresses.problemWith(url));
    if (problem) throw IntegrationErrors.invalidUrl(problem);
    return url.toString();
  }
}
