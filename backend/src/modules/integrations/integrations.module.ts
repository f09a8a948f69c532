import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ApiKeyAdministration } from './application/api-key-administration';
import { ApiKeyAuthentication } from './application/api-key-authentication';
import { ApiKeyStore } from './application/api-key-store';
import { DeliveryLog } from './application/delivery-log';
import { EventCities } from './application/event-cities';
import { WebhookAlerts } from './application/webhook-alerts';
import { WebhookDeliveries } from './application/webhook-deliveries';
import { WebhookEndpoints } from './application/webhook-endpoints';
import { WebhookFanOut } from './application/webhook-fan-out';
import { WebhookAddressCheck, WebhookSender } from './application/webhook-sender';
import { WebhookDeliveryStore, WebhookEndpointStore } from './application/webhook-stores';
import { AddressPolicy } from './adapters/delivery/address-policy';
import { DnsAddressCheck } from './adapters/delivery/dns-address-check';
import { FetchWebhookSender } from './adapters/delivery/fetch-webhook-sender';
import { WebhookSubscriber } from './adapters/events/webhook-subscriber';
import { AdminOrApiKeyGuard } from './adapters/http/admin-or-api-key.guard';
import { ApiKeysController } from './adapters/http/api-keys.controller';
import { WebhooksController } from './adapters/http/webhooks.controller';
import { TypeOrmApiKeyStore } from './adapters/persistence/typeorm-api-key.store';
import { TypeOrmWebhookDeliveryStore } from './adapters/persistence/typeorm-webhook-delivery.store';
import { TypeOrmWebhookEndpointStore } from './adapters/persistence/typeorm-webhook-endpoint.store';

/**
 * The door for integrators (docs/api-for-integrators.md): API keys with scopes and the guard
 * that lets a key onto the routes that accept one (`@AdminOrApiKey`, which the modules owning
 * the data put on their integrator routes), and signed webhooks: a subscriber of the event
 * log queues each event for the endpoints that want it, and a sender delivers them in order.
 */
@Module({
  imports: [IdentityModule],
  controllers: [ApiKeysController, WebhooksController],
  providers: [
    { provide: ApiKeyStore, useClass: TypeOrmApiKeyStore },
    ApiKeyAdministration,
    ApiKeyAuthentication,
    AdminOrApiKeyGuard,
    { provide: WebhookEndpointStore, useClass: TypeOrmWebhookEndpointStore },
    { provide: WebhookDeliveryStore, useClass: TypeOrmWebhookDeliveryStore },
    AddressPolicy,
    { provide: WebhookAddressCheck, useClass: DnsAddressCheck },
    { provide: WebhookSender, useClass: FetchWebhookSender },
    WebhookAlerts,
    WebhookDeliveries,
    WebhookEndpoints,
    WebhookFanOut,
    WebhookSubscriber,
    DeliveryLog,
    EventCities,
  ],
  exports: [ApiKeyAuthentication, AdminOrApiKeyGuard, EventCities, IdentityModule],
})
export class IntegrationsModule {}
