import { ApiError, errorMessage } from './api-error';
import { apiFetch } from './mutator';

function respond(status: number, body: string, statusText = '') {
  return vi.fn().mockResolvedValue(new Response(body === '' ? null : body, { status, statusText }));
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials and JSON, and no body on GET', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x', { method: 'GET', body: '{"ignored":1}' })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it("asks for the server's refusals in the page's language", async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    await apiFetch('/api/x');
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    await apiFetch('/api/x');
    expect(fetchMock.mock.calls.map(([, init]) => (init.headers as Headers).get('Accept-Language'))).toEqual(['fr', 'en']);
  });

  it('returns nothing on 204', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    await expect(apiFetch('/api/x', { method: 'POST', body: '{}' })).resolves.toBeUndefined();
  });

  it('throws the JSON-serialised body on a failed write', async () => {
    vi.stubGlobal('fetch', respond(400, '{"statusCode":400,"message":"Bad email","error":"Bad Request"}'));
    const error = await apiFetch<never>('/api/x', { method: 'POST', body: '{}' }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('{"statusCode":400,"message":"Bad email","error":"Bad Request"}');
    expect(errorMessage(error, 'fallback')).toBe('Bad email');
  });

  it("falls back to 'HTTP error! Status: {status}' when a write's body is unreadable", async () => {
    vi.stubGlobal('fetch', respond(502, '<html>bad gateway</html>'));
    const error = await apiFetch<never>('/api/x', { method: 'POST', body: '{}' }).catch((e: ApiError) => e);
    expect(error.message).toBe('HTTP error! Status: 502');
  });

  it("reads 'email_not_registered' from a 404 with emailExists false", async () => {
    vi.stubGlobal('fetch', respond(404, '{"statusCode":404,"message":"No account","emailExists":false}'));
    await expect(apiFetch('/api/x')).rejects.toThrow('email_not_registered');
  });

  it("reads 'invalid_password' from a 401 mentioning the password", async () => {
    vi.stubGlobal('fetch', respond(401, '{"statusCode":401,"message":"Invalid password"}'));
    await expect(apiFetch('/api/x')).rejects.toThrow('invalid_password');
  });

  it('reads the body message, then the text, then status and status text', async () => {
    vi.stubGlobal('fetch', respond(403, '{"message":"Nope"}'));
    await expect(apiFetch('/api/x')).rejects.toThrow('Nope');
    vi.stubGlobal('fetch', respond(500, 'plain failure'));
    await expect(apiFetch('/api/x')).rejects.toThrow('plain failure');
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiFetch('/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});
