import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { cursorPageOf } from '../../../../platform/http/cursor-page';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';
import { DeliveryLog } from '../../application/delivery-log';
import { WebhookEndpoints } from '../../application/webhook-endpoints';
import type { EndpointManager, WebhookDelivery, WebhookEndpoint } from '../../domain/webhook-endpoint';
import { AdminOrApiKey, CurrentIntegrator, type Integrator } from './integrator-access';
import {
  CreateWebhookEndpointDto,
  TestEventSentDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveriesDto,
  WebhookDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointsDto,
} from './webhook.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toEndpointDto = (endpoint: WebhookEndpoint): WebhookEndpointDto => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  event_types: endpoint.eventTypes,
  secret: endpoint.secret,
  status: endpoint.status,
  disabled_reason: endpoint.disabledReason,
  failing_since: iso(endpoint.failingSince),
  consecutive_failures: endpoint.consecutiveFailures,
  created_at: endpoint.createdAt.toISOString(),
  registered_by_key_id: endpoint.registeredByKeyId,
});

/** An admin manages every endpoint; a key only those it registered. */
const managerOf = (integrator: Integrator): EndpointManager => (integrator.kind === 'key' ? integrator.keyId : null);

const toDeliveryDto = (delivery: WebhookDelivery): WebhookDeliveryDto => ({
  id: delivery.id,
  endpoint_id: delivery.endpointId,
  event_id: delivery.eventId,
  event_type: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  created_at: delivery.createdAt.toISOString(),
  last_attempt_at: iso(delivery.lastAttemptAt),
  next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  response_status: delivery.responseStatus,
  response_ms: delivery.responseMs,
  response_excerpt: delivery.responseExcerpt,
  body: delivery.body,
});

const INVALID_URL =
  'The URL is not http(s), holds credentials, or (in production) resolves to a private, loopback or link-local address (INTEGRATIONS.INVALID_WEBHOOK_URL); an unknown event type (INTEGRATIONS.UNKNOWN_EVENT_TYPE).';
const ENDPOINT_NOT_FOUND = 'No endpoint with this id (INTEGRATIONS.ENDPOINT_NOT_FOUND).';

/**
 * Webhook endpoints and their delivery log: the console's (every endpoint), and an
 * integration's with the scope webhooks:manage (only the endpoints its key registered).
 */
@ApiTags('integrations')
@AdminOrApiKey('webhooks:manage')
@Controller('integrations')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly log: DeliveryLog,
  ) {}

  @Get('webhook-endpoints')
  @ApiOperation({
    summary: 'List webhook endpoints',
    description: 'Every endpoint, newest first: URL, event types, signing secret, status and failure streak.',
  })
  @ApiOkResponse({ type: WebhookEndpointsDto, description: 'The endpoints.' })
  async listWebhookEndpoints(@CurrentIntegrator() integrator: Integrator): Promise<WebhookEndpointsDto> {
    return { endpoints: (await this.endpoints.list(managerOf(integrator))).map(toEndpointDto) };
  }

  @Post('webhook-endpoints')
  @Idempotent()
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'Registers a URL for the event types wanted (all when none are named) and makes its signing secret. Every later event of those types is delivered to it, signed, in order per aggregate.',
  })
  @ApiCreatedResponse({ type: WebhookEndpointDto, description: 'The endpoint, with its signing secret.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: INVALID_URL })
  async createWebhookEndpoint(@Body() body: CreateWebhookEndpointDto, @CurrentIntegrator() integrator: Integrator): Promise<WebhookEndpointDto> {
    return toEndpointDto(
      await this.endpoints.create({ url: body.url, description: body.description ?? '', eventTypes: body.event_types ?? null }, managerOf(integrator)),
    );
  }

  @Patch('webhook-endpoints/:id')
  @ApiOperation({ summary: 'Change a webhook endpoint', description: 'Its URL, description or event types, or enables or disables it.' })
  @ApiOkResponse({ type: WebhookEndpointDto, description: 'The endpoint as changed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: INVALID_URL })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ENDPOINT_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The endpoint answered 410 and stays stopped (INTEGRATIONS.ENDPOINT_GONE).' })
  async updateWebhookEndpoint(
    @UuidParam('id') id: string,
    @Body() body: UpdateWebhookEndpointDto,
    @CurrentIntegrator() integrator: Integrator,
  ): Promise<WebhookEndpointDto> {
    return toEndpointDto(
      await this.endpoints.update(
        id,
        { url: body.url, description: body.description, eventTypes: body.event_types, status: body.status },
        managerOf(integrator),
      ),
    );
  }

  @Delete('webhook-endpoints/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a webhook endpoint', description: 'Removes the endpoint and its delivery log.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ENDPOINT_NOT_FOUND })
  async deleteWebhookEndpoint(@UuidParam('id') id: string, @CurrentIntegrator() integrator: Integrator): Promise<void> {
    await this.endpoints.remove(id, managerOf(integrator));
  }

  @Post('webhook-endpoints/:id/test')
  @HttpCode(202)
  @Idempotent()
  @ApiOperation({
    summary: 'Send a test event',
    description: 'Queues a `webhook.test` event for this endpoint alone; it shows in the delivery log like any other.',
  })
  @ApiAcceptedResponse({ type: TestEventSentDto, description: 'Queued.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ENDPOINT_NOT_FOUND })
  async sendWebhookTestEvent(@UuidParam('id') id: string, @CurrentIntegrator() integrator: Integrator): Promise<TestEventSentDto> {
    return { event_id: await this.endpoints.sendTest(id, managerOf(integrator)) };
  }

  @Get('webhook-deliveries')
  @ApiOperation({
    summary: 'The webhook delivery log',
    description: 'Deliveries of the last 30 days, newest first, a page at a time: event, status, attempts, the last answer (status, time taken, first bytes).',
  })
  @ApiOkResponse({ type: WebhookDeliveriesDto, description: 'One page of deliveries.' })
  async listWebhookDeliveries(@Query() query: WebhookDeliveriesQueryDto, @CurrentIntegrator() integrator: Integrator): Promise<WebhookDeliveriesDto> {
    const { data, hasMore } = await this.log.page({ endpointId: query.endpoint_id, status: query.status }, cursorPageOf(query), managerOf(integrator));
    return { data: data.map(toDeliveryDto), has_more: hasMore };
  }

  @Post('webhook-deliveries/:id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resend a delivery', description: 'Sends the same event (same id and body) again now, as a new series of attempts.' })
  @ApiOkResponse({ type: WebhookDeliveryDto, description: 'The delivery, due again.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No delivery with this id (INTEGRATIONS.DELIVERY_NOT_FOUND).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Its endpoint answered 410 and is stopped (INTEGRATIONS.ENDPOINT_GONE).' })
  async resendWebhookDelivery(@UuidParam('id') id: string, @CurrentIntegrator() integrator: Integrator): Promise<WebhookDeliveryDto> {
    return toDeliveryDto(await this.log.resend(id, managerOf(integrator)));
  }
}
