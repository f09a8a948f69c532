import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { getGetMeMockHandler } from '../api/generated/auth/auth.msw';
import type { ErrorResponseDto } from '../api/generated/model';

/** A generated MSW handler factory (`get<Operation>MockHandler` in src/api/generated/<tag>/<tag>.msw.ts). */
type GeneratedHandler = () => HttpHandler;

/**
 * A handler on a generated operation's own method and path, answered by the test: for a refusal,
 * or an answer chosen by the request. The path comes from the document, so a renamed route fails.
 */
export function onOperation(generated: GeneratedHandler, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = generated().info;
  const verb = String(method).toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[verb](path, resolver);
}

/**
 * The server's JSON error, typed by the document's ErrorResponseDto. `extra` holds members the
 * document does not declare yet (a refusal's `groupIds`): keep it empty where the document has them.
 */
export const refusal = (error: ErrorResponseDto, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ ...error, ...extra }, { status: error.statusCode });

/** GET /api/auth/me before any handler says otherwise: nobody signed in. */
export const SIGNED_OUT = onOperation(getGetMeMockHandler, () =>
  refusal({ statusCode: 401, error: 'Unauthorized', message: 'Not authenticated. Please log in.' }),
);

/**
 * MSW for one spec file, built from the generated handlers: a test adds its own with
 * `server.use(...)` (reset after each test). A call no handler answers fails the test.
 */
export function serveApi(...defaults: HttpHandler[]) {
  const server = setupServer(...defaults, SIGNED_OUT);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The JSON bodies this test sent to a path, in order (`await sent('/api/...')`); what the
 * handlers answered is theirs. Stops recording when the test ends.
 */
export function recordBodies(server: ReturnType<typeof setupServer>) {
  const requests: { path: string; body: Promise<unknown> }[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push({
      path: new URL(request.url).pathname,
      body: request
        .clone()
        .text()
        .then((text) => (text ? JSON.parse(text) : undefined)),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return (path: string) => Promise.all(requests.filter((request) => request.path === path).map((request) => request.body));
}
