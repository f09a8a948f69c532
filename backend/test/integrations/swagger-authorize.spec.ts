import { randomUUID } from 'node:crypto';
import { API_KEY_SCOPES } from '../../src/modules/integrations/domain/api-key';
import { createAdmin } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-scopes'?: string[];
}

/**
 * Issue 48: Swagger UI's Authorize works with a key. The served document (what /api/docs
 * reads) declares the bearer scheme beside the cookie, every operation open to keys names
 * its scopes and asks for the scheme, and a call made as Swagger UI makes it — the value typed
 * into Authorize sent as `Authorization: Bearer <key>` — gets through with the scope and not without.
 */
describe('Swagger UI with an API key', () => {
  let t: TestApp;
  let admin: string;
  let document: { components: { securitySchemes: Record<string, Record<string, string>> }; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    document = (await t.http().get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  const keyed = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.some((requirement) => 'api_key' in requirement))
        .map(([method, operation]) => ({ path, method, operation })),
    );
  /** How Swagger UI sends an http bearer scheme's value. */
  const authorizeHeader = (scheme: Record<string, string>, value: string) => `${scheme.scheme[0].toUpperCase()}${scheme.scheme.slice(1)} ${value}`;

  it('serves Swagger UI and declares the bearer scheme beside the session cookie', async () => {
    const page = await t.http().get('/api/docs/').expect(200);
    expect(page.text).toContain('swagger-ui');
    const schemes = document.components.securitySchemes;
    expect(schemes.api_key).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('lists the scopes of every operation open to keys, each a known scope, and asks for the key or the admin session', () => {
    const operations = keyed();
    expect(operations.length).toBeGreaterThanOrEqual(8);
    for (const { operation } of operations) {
      expect(operation['x-scopes']?.length).toBeGreaterThan(0);
      for (const scope of operation['x-scopes']!) expect(API_KEY_SCOPES).toContain(scope);
      expect(operation.security).toEqual(expect.arrayContaining([{ api_key: [] }, { cookie: [] }]));
    }
    // No operation names scopes without accepting a key.
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) if (operation['x-scopes']) expect(operation.security).toContainEqual({ api_key: [] });
  });

  it('lets a call made as Swagger UI makes it through with a scope the operation lists, and refuses a key without one', async () => {
    const create = async (scopes: string[]) =>
      (
        await t
          .http()
          .post('/api/admin/api-keys')
          .set('Cookie', admin)
          .send({ name: `Swagger ${scopes.join(' ')}`, scopes })
          .expect(201)
      ).body.secret as string;
    const scheme = document.components.securitySchemes.api_key;
    for (const { path, operation } of keyed().filter(({ method }) => method === 'get')) {
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const withScope = await t
        .http()
        .get(url)
        .set('Authorization', authorizeHeader(scheme, await create([operation['x-scopes']![0]])));
      const refused = [401, 403].includes(withScope.status) || withScope.status >= 500;
      expect({ operation: operation.operationId, refused }).toEqual({ operation: operation.operationId, refused: false });
      const other = API_KEY_SCOPES.filter((scope) => !operation['x-scopes']!.includes(scope));
      const without = await t
        .http()
        .get(url)
        .set('Authorization', authorizeHeader(scheme, await create(other.slice(0, 1))));
      expect({ operation: operation.operationId, code: without.body.code }).toEqual({ operation: operation.operationId, code: 'INTEGRATIONS.OUT_OF_SCOPE' });
      expect(without.status).toBe(403);
    }
    // A POST from Swagger UI (same origin) with the key: an answer with an unknown reservation is a 404, not a refusal of the key.
    const answered = await t
      .http()
      .post(`/api/integrations/reservations/${randomUUID()}/answer`)
      .set('Authorization', authorizeHeader(scheme, await create(['reservations:write'])))
      .set('Origin', 'http://127.0.0.1')
      .send({ answer: 'confirm', revision: 1 });
    expect(answered.status).toBe(404);
  });
});
