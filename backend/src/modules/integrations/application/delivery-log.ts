import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import type { CursorPage } from '../../../platform/http/cursor-page';
import { pageOf } from '../../../platform/http/cursor-page';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Housekeeping } from '../../../platform/jobs/housekeeping';
import { IntegrationErrors } from '../domain/integration-errors';
import { DELIVERY_RETENTION_MS, EndpointManager, manages, WebhookDelivery } from '../domain/webhook-endpoint';
import { integrationsMessages } from './integrations-messages';
import { WebhookDeliveries } from './webhook-deliveries';
import { DeliveryFilter, WebhookDeliveryStore, WebhookEndpointStore } from './webhook-stores';

/** The delivery log: 30 days of deliveries, newest first, and Resend. */
@Injectable()
export class DeliveryLog implements OnModuleInit {
  constructor(
    private readonly deliveries: WebhookDeliveryStore,
    private readonly endpoints: WebhookEndpointStore,
    private readonly worker: WebhookDeliveries,
    private readonly housekeeping: Housekeeping,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      label: 'integrations.jobSummary.oldDeliveries',
      messages: integrationsMessages,
      purge: (now) => this.deliveries.deleteSettledBefore(new Date(now.getTime() - DELIVERY_RETENTION_MS)),
    });
  }

  /** A key reads the deliveries to the endpoints it registered; an admin every one. */
  async page(
    filter: Omit<DeliveryFilter, 'registeredByKeyId'>,
    page: CursorPage,
    manager: EndpointManager,
  ): Promise<{ data: WebhookDelivery[]; hasMore: boolean }> {
    return pageOf(await this.deliveries.page({ ...filter, registeredByKeyId: manager ?? undefined }, page), page);
  }

  async get(id: string, manager: EndpointManager): Promise<WebhookDelivery> {
    const delivery = await this.deliveries.find(id);
    const endpoint = delivery && (await this.endpoints.find(delivery.endpointId));
    if (!delivery || !endpoint || !manages(manager, endpoint)) throw IntegrationErrors.deliveryNotFound();
    return delivery;
  }

  /** The same event, body and id, sent again now; the receiver recognises it by its event id. Not to a stopped endpoint. */
  async resend(id: string, manager: EndpointManager): Promise<WebhookDelivery> {
    await this.unitOfWork.run(async () => {
      const delivery = await this.get(id, manager);
      const endpoint = await this.endpoints.lock(delivery.endpointId);
      if (endpoint?.status === 'gone') throw IntegrationErrors.endpointGone();
      await this.deliveries.resend(id, this.clock.now());
    });
    this.worker.kick();
    return this.get(id, manager);
  }
}
