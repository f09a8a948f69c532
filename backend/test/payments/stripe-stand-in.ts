import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for the parts of the Stripe HTTP API the adapter calls (payment intents
 * and refunds), so the real SDK is exercised end to end: form encoding, auth header,
 * idempotency keys. The SDK reaches it through its host/port/protocol settings.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  /** While true, refunds answer as Stripe does when it cannot take them (a 500 api_error). */
  failRefunds = false;
  private readonly intentsByKey = new Map<string, object>();
  private readonly succeeded = new Set<string>();
  private server?: Server;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(([status, body]) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.counter}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** As if the customer's card payment went through on Stripe's side. */
  markSucceeded(intentId: string): void {
    this.succeeded.add(intentId);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage): Promise<[number, object]> {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path: request.url ?? '', idempotencyKey, authorization: request.headers.authorization, form });
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const existing = idempotencyKey ? this.intentsByKey.get(idempotencyKey) : undefined;
      if (existing) return [200, existing];
      this.counter += 1;
      const id = `pi_standin_${this.counter}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata: { bookingId: form.get('metadata[bookingId]') },
      };
      if (idempotencyKey) this.intentsByKey.set(idempotencyKey, intent);
      return [200, intent];
    }
    const retrieve = request.method === 'GET' ? /^\/v1\/payment_intents\/([\w]+)$/.exec(request.url ?? '') : null;
    if (retrieve) {
      return [200, { id: retrieve[1], object: 'payment_intent', status: this.succeeded.has(retrieve[1]) ? 'succeeded' : 'requires_payment_method' }];
    }
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      if (this.failRefunds) return [500, { error: { type: 'api_error', message: 'Stripe is having a moment.' } }];
      return [200, { id: `re_standin_${++this.counter}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } }];
  }
}
