/** A handler answers a call's JSON body with [status, body]. */
export type ApiHandler = (body: unknown, url: URL) => [number, unknown];

export const SIGNED_OUT: ApiHandler = () => [401, { statusCode: 401, message: 'Not authenticated. Please log in.' }];

/**
 * Stubs fetch with handlers keyed "METHOD /path" (no query). GET /api/auth/me answers
 * signed out unless given; an unexpected call fails the test loudly. The older way, its
 * answers untyped: new and touched specs use testing/api-server.ts (docs/testing.md).
 */
export function mockApi(handlers: Record<string, ApiHandler> = {}) {
  const all: Record<string, ApiHandler> = { 'GET /api/auth/me': SIGNED_OUT, ...handlers };
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = all[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const [status, body] = handler(init.body ? JSON.parse(String(init.body)) : undefined, url);
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The JSON bodies sent to a path, in order. */
export const bodiesSentTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
