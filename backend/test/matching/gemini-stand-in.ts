import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { MatchingConfigSource } from '../../src/modules/matching/application/matching-config.source';
import { StoredMatchingParameter } from '../../src/modules/matching/domain/matching-parameters';

export interface StandInRequest {
  url: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for the Gemini generateContent endpoint, started for the calling spec file: each test sets how it answers. */
export interface GeminiStandIn {
  baseUrl: string;
  answer: (res: ServerResponse) => void;
  /** What the adapter sent, since the current test began. */
  requests: StandInRequest[];
  /** Keeps a response unfinished (a model that does not answer) until the tests end. */
  hold(res: ServerResponse): void;
}

export function geminiStandIn(): GeminiStandIn {
  let server: Server;
  const unanswered: ServerResponse[] = [];
  const standIn: GeminiStandIn = { baseUrl: '', answer: () => undefined, requests: [], hold: (res) => unanswered.push(res) };
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        standIn.requests.push({ url: req.url ?? '', apiKey: req.headers['x-goog-api-key'] as string | undefined, body: JSON.parse(body) });
        standIn.answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const res of unanswered) res.end();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => (standIn.requests = []));
  return standIn;
}

/** The model's answer: the given JSON (or text) as its one candidate. */
export const modelSays = (json: unknown) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      candidates: [{ content: { role: 'model', parts: [{ text: typeof json === 'string' ? json : JSON.stringify(json) }] }, finishReason: 'STOP' }],
    }),
  );
};

/** The AI time limit is the test's: far above any answer's time, however busy the machine, unless a test is about the limit. */
export class AiTimeoutParameters extends MatchingConfigSource {
  constructor(private readonly aiTimeoutMs = 30_000) {
    super();
  }

  storedParameters(): Promise<StoredMatchingParameter[]> {
    return Promise.resolve([{ name: 'ai_timeout_ms', value: String(this.aiTimeoutMs), dataType: 'integer' }]);
  }
}
