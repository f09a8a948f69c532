/** One HTTP POST of a delivery. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The answer (its status and first bytes), or why there was none (timeout, refused address, connection error). */
export type WebhookResponse = { status: number; excerpt: string; durationMs: number } | { status: null; error: string; durationMs: number };

/**
 * Port: sends a delivery over HTTP(S) without following redirects, with a timeout, reading
 * only the first bytes of the answer; in production never to a private, loopback or
 * link-local address (checked on the address it connects to).
 */
export abstract class WebhookSender {
  abstract send(request: WebhookRequest): Promise<WebhookResponse>;
}

/** Port: whether a URL may receive webhooks, its host resolved now; answers why not, or null. */
export abstract class WebhookAddressCheck {
  abstract problemWith(url: URL): Promise<string | null>;
}
