import type { WebhookEventType } from './webhook-events';

/** enabled: receives events; disabled: by an admin or after 72 hours of failures; gone: it answered 410, stopped for good. */
export type EndpointStatus = 'enabled' | 'disabled' | 'gone';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  /** The signing secret (`whsec_…`): HMAC needs it as is, so it is stored, shown to admins and keys with webhooks:manage. */
  secret: string;
  status: EndpointStatus;
  disabledReason: string | null;
  /** The first failure since the last success; null while it answers. */
  failingSince: Date | null;
  consecutiveFailures: number;
  /** When the admins were told it is failing (once per streak). */
  alertedAt: Date | null;
  createdAt: Date;
  /** The API key that registered it, which alone manages it (and whose cities bound what it receives); null: an admin's, from the console. */
  registeredByKeyId: string | null;
}

/**
 * Who manages endpoints: an admin in the console (`null`: every endpoint) or an API key (its
 * id: only the endpoints it registered; another's answers 404, as if it did not exist).
 */
export type EndpointManager = string | null;

/** Whether the manager may see and change the endpoint. */
export const manages = (manager: EndpointManager, endpoint: Pick<WebhookEndpoint, 'registeredByKeyId'>): boolean =>
  manager === null || endpoint.registeredByKeyId === manager;

/** pending: due at `nextAttemptAt`; delivered: a 2xx; failed: given up after 72 hours; cancelled: its endpoint stopped. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  /** Deliveries of one aggregate to one endpoint go in order: `<aggregate type>:<id>`. */
  aggregateKey: string;
  /** The JSON sent, exactly as signed. */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  firstAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  responseStatus: number | null;
  responseMs: number | null;
  /** The first bytes of the answer, or why there was none. */
  responseExcerpt: string | null;
  createdAt: Date;
}

/** A delivery log entry is kept this long. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How much of an answer is read and kept. */
export const RESPONSE_EXCERPT_BYTES = 500;
