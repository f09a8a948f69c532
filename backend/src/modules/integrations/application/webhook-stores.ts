import type { CursorPage } from '../../../platform/http/cursor-page';
import type { DeliveryStatus, EndpointStatus, WebhookDelivery, WebhookEndpoint } from '../domain/webhook-endpoint';
import type { WebhookEventType } from '../domain/webhook-events';

export type NewEndpoint = Pick<WebhookEndpoint, 'url' | 'description' | 'eventTypes' | 'secret' | 'registeredByKeyId'> & { createdAt: Date };
export type EndpointChanges = Partial<Pick<WebhookEndpoint, 'url' | 'description' | 'eventTypes'>> & { status?: Exclude<EndpointStatus, 'gone'> };

/** An endpoint events may go to: the types it wants, the cities it is limited to (its key's; null: every city) and when its key expires (null: never, or no key). */
export interface WantingEndpoint {
  id: string;
  cities: string[] | null;
  eventTypes: WebhookEventType[];
  keyExpiresAt: Date | null;
}

/** Webhook endpoints; joins the caller's unit of work. */
export abstract class WebhookEndpointStore {
  abstract insert(endpoint: NewEndpoint): Promise<WebhookEndpoint>;
  /** Newest first: every endpoint (`registeredByKeyId` undefined), or those one key registered. */
  abstract list(registeredByKeyId?: string): Promise<WebhookEndpoint[]>;
  abstract find(id: string): Promise<WebhookEndpoint | null>;
  /** Locked until the transaction ends: an attempt's outcome and an admin's change take turns. */
  abstract lock(id: string): Promise<WebhookEndpoint | null>;
  abstract update(
    id: string,
    changes: EndpointChanges & Partial<Pick<WebhookEndpoint, 'disabledReason' | 'failingSince' | 'consecutiveFailures' | 'alertedAt'>>,
  ): Promise<void>;
  abstract markGone(id: string, reason: string): Promise<void>;
  abstract delete(id: string): Promise<boolean>;
  /**
   * Enabled endpoints that want any of these types (a batch of events), oldest first, with
   * the cities and expiry of the key that registered each; an endpoint whose key was revoked
   * is left out, one whose key expired is the caller's to judge against each event's time.
   */
  abstract wanting(types: readonly WebhookEventType[]): Promise<WantingEndpoint[]>;
}

export type NewDelivery = Pick<WebhookDelivery, 'endpointId' | 'eventId' | 'eventType' | 'aggregateKey' | 'body' | 'nextAttemptAt' | 'createdAt'>;

/** A delivery claimed for one attempt, with what sending needs. */
export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  url: string;
  secret: string;
}

export interface AttemptRecord {
  at: Date;
  responseStatus: number | null;
  responseMs: number;
  responseExcerpt: string | null;
}

export interface DeliveryFilter {
  endpointId?: string;
  status?: DeliveryStatus;
  /** Only the deliveries to the endpoints this key registered. */
  registeredByKeyId?: string;
}

/** The deliveries (the log); joins the caller's unit of work. */
export abstract class WebhookDeliveryStore {
  /** Inserts the deliveries not yet there (one per endpoint and event); answers how many are new. */
  abstract enqueue(deliveries: readonly NewDelivery[]): Promise<number>;
  /**
   * The next delivery due at `now` to an enabled endpoint with no earlier pending delivery of
   * its aggregate to that endpoint, leased until `leaseUntil` (another sender skips it), its
   * attempt counted. Must run inside a unit of work.
   */
  abstract claimNext(now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null>;
  abstract recordDelivered(id: string, attempt: AttemptRecord): Promise<void>;
  abstract recordFailed(id: string, attempt: AttemptRecord, next: { retryAt: Date } | 'give_up' | 'cancel'): Promise<void>;
  /** Pending deliveries of a stopped endpoint: cancelled. */
  abstract cancelPending(endpointId: string): Promise<number>;
  abstract find(id: string): Promise<WebhookDelivery | null>;
  /** Newest first, in order of their log sequence. */
  abstract page(filter: DeliveryFilter, page: CursorPage): Promise<WebhookDelivery[]>;
  /** Due again at `now`, as a new series of attempts (Resend). */
  abstract resend(id: string, now: Date): Promise<void>;
  /** Settled deliveries created before the cutoff; answers how many went. */
  abstract deleteSettledBefore(cutoff: Date): Promise<number>;
}
