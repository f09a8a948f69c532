import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from '../identity/couple-accounts-kit';
import { createAdmin } from '../dinners/dinner-fixtures';
import {
  adminOnly,
  byKey,
  committedOpenApi,
  isAdminArea,
  OPEN_IN_PROTECTED_AREAS,
  Route,
  routeKey as key,
  routesOf,
  servedRouteKeys,
  SESSION_AWARE_PUBLIC,
} from '../support/openapi-routes';

/**
 * Walks every operation of the OpenAPI document, so a route added later is covered without
 * touching this file; each route is a test of its own. Who may call what is in authorization-matrix.spec.ts;
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
  JSON.stringify({
    id: '00000000-0000-0000-0000-000000000000',
    dinnerId: '00000000-0000-0000-0000-000000000000',
    slotId: '00000000-0000-0000-0000-000000000000',
  }),
];

const concretePaths = (path: string) => (path.includes('{') ? PARAM_VALUES.map((value) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value))) : [path]);

const all = routesOf(committedOpenApi());

describe('every route of the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function send(agent: ReturnType<TestApp['http']> | ReturnType<TestApp['agent']>, method: string, url: string, body: string | undefined) {
    const req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
  }

  /** Every concrete URL × body of a route, with the answers `wrong` picks out. */
  async function sweep(
    operation: Route,
    call: (url: string, body: string | undefined) => ReturnType<typeof send>,
    wrong: (status: number, body: string | undefined) => boolean,
  ) {
    const answered: string[] = [];
    for (const url of concretePaths(operation.path)) {
      for (const body of operation.method === 'GET' ? [undefined] : BODIES) {
        const res = await call(url, body);
        if (wrong(res.status, body)) answered.push(`${operation.method} ${url} ${body ?? ''} -> ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    return answered;
  }

  it('sweeps the routes the app serves', async () => {
    expect(all.map(key).sort()).toEqual(await servedRouteKeys(t));
  });

  it('lists routes in the admin, restaurant and couple areas as cookie-authenticated with a 401, except the public ones', () => {
    const undocumented = all.filter(
      (operation) =>
        (/^\/api\/(admin|user)\//.test(operation.path) || isAdminArea(operation.path)) &&
        !OPEN_IN_PROTECTED_AREAS.has(key(operation)) &&
        !(operation.cookieAuth && operation.documents401),
    );
    expect(undocumented.map(key)).toEqual([]);
  });

  describe('refuses anonymous callers on every protected route, whatever they send', () => {
    it.each(byKey(all.filter((o) => o.cookieAuth && !SESSION_AWARE_PUBLIC.has(key(o)))))('%s', async (_key, operation) => {
      // Guards run before validation: only an unreadable body may answer 400 first.
      const expected = (body: string | undefined) => (body === undefined || body === '{}' ? [401] : [400, 401]);
      expect(
        await sweep(
          operation,
          (url, body) => send(t.http(), operation.method, url, body),
          (status, body) => !expected(body).includes(status),
        ),
      ).toEqual([]);
    });
  });

  describe('never answers 5xx to a signed-in member sending empty, malformed or mistyped input', () => {
    let agent: ReturnType<TestApp['agent']>;

    beforeAll(async () => {
      agent = t.agent();
      await agent
        .post('/api/auth/signup')
        .send(signupForm({ email: 'fuzzer@example.ie', partner_email: 'fuzzer-partner@example.ie' }))
        .expect(201);
      await agent.post('/api/auth/login').send({ email: 'fuzzer@example.ie', password: 'Dinner4Two!' }).expect(200);
    });

    // The admin routes refuse a member at the guard, before any input is read (authorization-matrix.spec.ts):
    // the admin's own sweep below is the one that reaches their validation.
    it.each(byKey(all.filter((o) => key(o) !== 'POST /api/auth/logout' && !adminOnly(o))))('%s', async (_key, operation) => {
      const serverError = (status: number) => status >= 500 && key(operation) !== 'GET /api/health';
      expect(await sweep(operation, (url, body) => send(agent, operation.method, url, body), serverError)).toEqual([]);
    });
  });

  describe('never answers 5xx to an admin sending empty, malformed or mistyped input to the admin routes', () => {
    let cookie: string;

    beforeAll(async () => {
      cookie = await createAdmin(t);
    });

    it.each(byKey(all.filter(adminOnly)))('%s', async (_key, operation) => {
      expect(
        await sweep(
          operation,
          (url, body) => send(t.http(), operation.method, url, body).set('Cookie', cookie),
          (status) => status >= 500,
        ),
      ).toEqual([]);
    });
  });

  describe('never answers 5xx to anonymous callers of the public routes', () => {
    it.each(byKey(all.filter((o) => !o.cookieAuth || SESSION_AWARE_PUBLIC.has(key(o)))))('%s', async (_key, operation) => {
      expect(
        await sweep(
          operation,
          (url, body) => send(t.http(), operation.method, url, body),
          (status) => status >= 500,
        ),
      ).toEqual([]);
    });
  });
});
