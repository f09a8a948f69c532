import type { OpenAPIObject } from '@nestjs/swagger';

export interface WebhookEventDocs {
  description: string;
  /** `data` of a sample event. */
  sample: Record<string, unknown>;
}

export interface WebhookDocs {
  events: Record<string, WebhookEventDocs>;
  signatureHeader: string;
  toleranceSeconds: number;
}

const EVENT_SCHEMA = 'WebhookEvent';
/** OpenAPI 3.1's `webhooks`; this 3.0 document carries it as `x-webhooks` (Redocly reads it). */
export const WEBHOOKS_EXTENSION = 'x-webhooks';

/**
 * The events integrators receive as signed webhooks, one operation each under `x-webhooks`
 * (the generator writes OpenAPI 3.0, which has no `webhooks`): the body `{id, type, created,
 * data}` with a sample, and the signature header.
 */
export function withWebhooks(document: OpenAPIObject, docs: WebhookDocs): OpenAPIObject {
  const types = Object.keys(docs.events);
  document.components = document.components ?? {};
  document.components.schemas = {
    ...document.components.schemas,
    [EVENT_SCHEMA]: {
      type: 'object',
      required: ['id', 'type', 'created', 'data'],
      properties: {
        id: { type: 'string', format: 'uuid', description: 'The event id: the same in every delivery and resend of the event. Handle each id once.' },
        type: { type: 'string', enum: types },
        created: { type: 'integer', description: 'When it happened, in Unix seconds.' },
        data: { type: 'object', additionalProperties: true, description: "The event's facts; ids, never a member's email, phone or date of birth." },
      },
    },
  };
  const signature = {
    name: docs.signatureHeader,
    in: 'header',
    required: true,
    description: `\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>\`. Refuse a time more than ${docs.toleranceSeconds / 60} minutes from your clock.`,
    schema: { type: 'string' },
  };
  const webhooks = Object.fromEntries(
    Object.entries(docs.events).map(([type, event]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          summary: type,
          description: event.description,
          tags: ['integrations'],
          // Sent by this server to the integrator: no credential of ours, the signature header proves it.
          security: [],
          parameters: [signature],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${EVENT_SCHEMA}` },
                example: { id: '5f0c2a8e-1b7d-4c3e-9a6f-2d4e6f8a0b1c', type, created: 1772824200, data: event.sample },
              },
            },
          },
          responses: {
            '200': { description: 'Any 2xx: delivered. 410: stop sending to this endpoint for good. Anything else, or no answer within 5 s: retried.' },
          },
        },
      },
    ]),
  );
  return { ...document, [WEBHOOKS_EXTENSION]: webhooks } as OpenAPIObject;
}
