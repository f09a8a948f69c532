import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from '../identity/couple-accounts-kit';
import { createAdmin } from '../dinners/dinner-fixtures';
import { adminOnly, isAdminArea, loadOpenApi, OPEN_IN_PROTECTED_AREAS, Route, routeKey as key, routesOf, SESSION_AWARE_PUBLIC } from '../support/openapi-routes';

/**
 * Walks every operation of the generated OpenAPI document, so a route added later is
 * covered without touching this file. Who may call what is in authorization-matrix.spec.ts;
 * this file sends broken input to every route.
 */
const PARAM_VALUES = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '99999999999999999999999', "1' OR '1'='1"];
const BODIES: (string | undefined)[] = [
  undefined,
  '{}',
  '[]',
  '{"broken":',
  '"just a string"',
  JSON.stringify({ email: 42, password: ['x'], id: { $gt: '' }, dinnerId: 'nope', slotId: 1e308, bookingId: -1, rating: 'five', token: null }),
  JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', dinnerId: '00000000-0000-0000-0000-000000000000', slotId: '00000000-0000-0000-0000-000000000000' }),
];

const concretePaths = (path: string) => (path.includes('{') ? PARAM_VALUES.map((value) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value))) : [path]);

describe('every route of the OpenAPI document', () => {
  let t: TestApp;
  let all: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    all = routesOf(await loadOpenApi(t));
  });
  afterAll(() => t.close());

  function send(agent: ReturnType<TestApp['http']> | ReturnType<TestApp['agent']>, method: string, url: string, body: string | undefined) {
    const req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
  }

  it('lists routes in the admin, restaurant and couple areas as cookie-authenticated with a 401, except the public ones', () => {
    const undocumented = all.filter(
      (operation) => (/^\/api\/(admin|user)\//.test(operation.path) || isAdminArea(operation.path)) && !OPEN_IN_PROTECTED_AREAS.has(key(operation)) && !(operation.cookieAuth && operation.documents401),
    );
    expect(undocumented.map(key)).toEqual([]);
  });

  it('refuses anonymous callers on every protected route, whatever they send', async () => {
    const answered: string[] = [];
    for (const operation of all.filter((o) => o.cookieAuth && !SESSION_AWARE_PUBLIC.has(key(o)))) {
      for (const url of concretePaths(operation.path)) {
        for (const body of operation.method === 'GET' ? [undefined] : BODIES) {
          // Guards run before validation: only an unreadable body may answer 400 first.
          const res = await send(t.http(), operation.method, url, body);
          const expected = body === undefined || body === '{}' ? [401] : [400, 401];
          if (!expected.includes(res.status)) answered.push(`${operation.method} ${url} ${body ?? ''} -> ${res.status}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });

  it('never answers 5xx to a signed-in member sending empty, malformed or mistyped input', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/signup').send(signupForm({ email: 'fuzzer@example.ie', partner_email: 'fuzzer-partner@example.ie' })).expect(201);
    await agent.post('/api/auth/login').send({ email: 'fuzzer@example.ie', password: 'Dinner4Two!' }).expect(200);
    const failures: string[] = [];
    for (const operation of all.filter((o) => key(o) !== 'POST /api/auth/logout')) {
      for (const url of concretePaths(operation.path)) {
        for (const body of operation.method === 'GET' ? [undefined] : BODIES) {
          const res = await send(agent, operation.method, url, body);
          if (res.status >= 500 && key(operation) !== 'GET /api/health') failures.push(`${operation.method} ${url} ${body ?? ''} -> ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to an admin sending empty, malformed or mistyped input to the admin routes', async () => {
    const cookie = await createAdmin(t);
    const failures: string[] = [];
    for (const operation of all.filter(adminOnly)) {
      for (const url of concretePaths(operation.path)) {
        for (const body of operation.method === 'GET' ? [undefined] : BODIES) {
          const res = await send(t.http(), operation.method, url, body).set('Cookie', cookie);
          if (res.status >= 500) failures.push(`${operation.method} ${url} ${body ?? ''} -> ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to anonymous callers of the public routes', async () => {
    const failures: string[] = [];
    for (const operation of all.filter((o) => !o.cookieAuth || SESSION_AWARE_PUBLIC.has(key(o)))) {
      for (const url of concretePaths(operation.path)) {
        for (const body of operation.method === 'GET' ? [undefined] : BODIES) {
          const res = await send(t.http(), operation.method, url, body);
          if (res.status >= 500) failures.push(`${operation.method} ${url} ${body ?? ''} -> ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
