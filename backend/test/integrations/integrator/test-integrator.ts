/**
 * A third-party integrator in a process of its own, as a stranger would write it from
 * docs/api-for-integrators.md: it knows the server's address and an API key, calls the API
 * through a client generated from openapi.yaml (openapi-typescript types + openapi-fetch),
 * receives the webhooks on a local HTTP server and checks each signature with the documented
 * check. Driven by the test over IPC: `clock` (the server's time, which the test moves),
 * `down` and `up` (the receiver stops and starts listening), `report`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import type { paths } from '../../support/openapi-types.generated';

const TOLERANCE_SECONDS = 300;

/** The documented check (docs/api-for-integrators.md, "Verifying a signature"). */
function verify(secret: string, header: string, rawBody: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Received {
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
}

const baseUrl = process.env.BASE_URL!;
const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${process.env.API_KEY}` } });
const send = (message: unknown) => process.send!(message);

let clockOffsetMs = 0;
let secret = '';
const received: Received[] = [];
let badSignatures = 0;

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const now = Math.floor((Date.now() + clockOffsetMs) / 1000);
    if (!verify(secret, String(request.headers['tablemates-signature'] ?? ''), body, now)) {
      badSignatures += 1;
      response.writeHead(400).end('bad signature');
      return;
    }
    received.push(JSON.parse(body) as Received);
    response.writeHead(200).end('thanks');
  });
});
let port = 0;
const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

async function walkDinners(): Promise<string[]> {
  const ids: string[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await client.GET('/api/integrations/dinners', { params: { query: { limit: 2, starting_after: startingAfter } } });
    if (!page.data) throw new Error(`listing dinners answered ${page.response.status}`);
    ids.push(...page.data.data.map((dinner) => dinner.id));
    if (!page.data.has_more) return ids;
    startingAfter = page.data.data.at(-1)!.id;
  }
}

async function main(): Promise<void> {
  await listen();
  port = (server.address() as AddressInfo).port;
  const dinners = await walkDinners();
  // Registering twice with one Idempotency-Key (a retry after a lost answer) registers once.
  const register = () =>
    client.POST('/api/integrations/webhook-endpoints', {
      params: { header: { 'Idempotency-Key': 'register-receiver-1' } },
      body: { url: `http://127.0.0.1:${port}/tablemates`, description: 'Test integrator' },
    });
  const first = await register();
  const again = await register();
  if (!first.data || !again.data) throw new Error(`registering answered ${first.response.status} / ${again.response.status}`);
  secret = first.data.secret;
  const endpoints = await client.GET('/api/integrations/webhook-endpoints');
  const tampered = !verify(secret, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, '{}', Math.floor(Date.now() / 1000));
  send({ type: 'ready', dinners, endpointIds: [first.data.id, again.data.id], endpoints: endpoints.data?.endpoints.length, tamperedRejected: tampered });
}

process.on('message', (message: { type: string; offsetMs?: number }) => {
  const reply = async () => {
    if (message.type === 'clock') clockOffsetMs = message.offsetMs ?? 0;
    if (message.type === 'down') {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    if (message.type === 'up') await listen();
    if (message.type === 'report') return send({ type: 'report', received, badSignatures });
    send({ type: 'ack' });
  };
  reply().catch((error: unknown) => send({ type: 'error', error: String(error) }));
});

main().catch((error: unknown) => {
  send({ type: 'error', error: error instanceof Error ? error.stack : String(error) });
});
