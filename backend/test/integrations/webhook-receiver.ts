import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local endpoint that records what it receives and answers what the test says (200 by default). */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: { status: number; body?: string } = { status: 200, body: 'ok' };
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(this.answer.status, { 'Content-Type': 'text/plain' }).end(this.answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  events(): { id: string; type: string; created: number; data: Record<string, unknown> }[] {
    return this.received.map((request) => JSON.parse(request.body));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
