import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { Agent, fetch } from 'undici';
import { AppConfig } from '../../../../platform/config/app-config';
import { WebhookRequest, WebhookResponse, WebhookSender } from '../../application/webhook-sender';
import { RESPONSE_EXCERPT_BYTES } from '../../domain/webhook-endpoint';
import { AddressPolicy, bareHost } from './address-policy';

/**
 * Sends with undici's fetch: no redirect followed (a 3xx is a failed attempt), a timeout over
 * the whole exchange (WEBHOOK_TIMEOUT_MS, 5 s), only the first bytes of the answer read, and
 * the connection's own DNS lookup refusing private addresses where the policy says so.
 */
@Injectable()
export class FetchWebhookSender extends WebhookSender {
  constructor(
    private readonly policy: AddressPolicy,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async send(request: WebhookRequest): Promise<WebhookResponse> {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const url = new URL(request.url);
    const host = bareHost(url);
    const literal = this.policy.literalProblem(host);
    if (literal) return { status: null, error: `Refused: ${literal}`, durationMs: elapsed() };
    const dispatcher = new Agent({ connect: { lookup: this.policy.checkedLookup(host) }, keepAliveTimeout: 1, pipelining: 0 });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.get('webhookTimeoutMs')),
        dispatcher,
      });
      const excerpt = await firstBytes(response.body as { getReader(): ReadableStreamDefaultReader<Uint8Array> } | null);
      return { status: response.status, excerpt, durationMs: elapsed() };
    } catch (error) {
      return { status: null, error: describe(error), durationMs: elapsed() };
    } finally {
      await dispatcher.destroy().catch(() => undefined);
    }
  }
}

/** The answer's first bytes as text; the rest is not read. */
async function firstBytes(body: { getReader(): ReadableStreamDefaultReader<Uint8Array> } | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES));
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'No answer within the timeout.';
  const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return message.slice(0, RESPONSE_EXCERPT_BYTES);
}
